import { describe, expect, it } from 'vitest';
import { bookingPayload as payloadSchema, type ReviewResponseBody } from '../../contract/booking';
import { checkGuests } from '../../server/modules/bookings/guests';
import {
  bookingPayload,
  enteredIn,
  formNeeds,
  formProblems,
  guestName,
  heldDetailsOf,
  missingGuests,
  newGuest,
  problemNotice,
  roomPlaces,
  serverProblem,
  startingForm,
  switchedGuest,
  switchProblem,
  withPrimary,
  type GuestForm,
  type OtherGuest,
} from '../../machines/rules/guestForm';
import { guestMessages } from '../../domain/guestRules';
import { parseHeldDetails } from '../../src/model/heldGuestDetails';
import { review as oneRoom, held } from '../machines/reviewBooking.fixtures';

/** Two rooms: two adults; an adult with children of 7 and 12. */
const twoRooms: ReviewResponseBody = {
  ...oneRoom,
  query: {
    ...oneRoom.query,
    roomInfo: [
      { numberOfRooms: 1, numberOfAdults: 2, numberOfChild: 0, childAge: [] },
      { numberOfRooms: 1, numberOfAdults: 1, numberOfChild: 2, childAge: [12, 7] },
    ],
  },
  conditions: { ...oneRoom.conditions, ipr: true, ipm: false },
  price: { ...oneRoom.price, rooms: 2 },
};

/** Adds a guest to room `r` as the page does, failing the test when the room refuses. */
function add(form: GuestForm, r: number, review = twoRooms): GuestForm {
  const added = newGuest(form, formNeeds(review), r);
  if ('problem' in added) throw new Error(added.problem);
  return { ...form, rooms: form.rooms.map((guests, i) => (i === r ? [...guests, added.guest] : guests)) };
}

/** The form with no row besides the primary guest, to add guests one by one. */
const bare = (form: GuestForm): GuestForm => ({ ...form, rooms: form.rooms.map(() => []) });

function edit(form: GuestForm, r: number, g: number, change: Partial<OtherGuest>): GuestForm {
  return { ...form, rooms: form.rooms.map((guests, i) => (i === r ? guests.map((x, j) => (j === g ? { ...x, ...change } : x)) : guests)) };
}

/** The server's check of a payload (server/modules/bookings/guests.ts), as it reads a review's stay. */
function serverCheck(form: GuestForm, review: ReviewResponseBody) {
  const payload = payloadSchema.parse(bookingPayload(form, { review, userId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', mode: 'payLater' }));
  const needs = formNeeds(review);
  checkGuests(payload, { rooms: needs.rooms, panRequired: needs.panRequired, passportRequired: needs.passportRequired });
  return payload;
}

describe('the review page guest form', () => {
  it("starts from the guest details the session holds, else the review's prefill (profile, login number), else empty with Mr and +91", () => {
    expect(startingForm(oneRoom, held).primary).toEqual({ title: 'Mrs', firstName: 'Asha', lastName: 'Sharma', email: held.email, countryCode: '+91', phone: '9876543210', pan: '', passport: '' });
    expect(startingForm(oneRoom, null).primary).toMatchObject({ title: 'Ms', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', phone: '9123456780' });
    // A login number with its dial code keeps its 10 digits.
    expect(startingForm({ ...oneRoom, prefill: { ...oneRoom.prefill!, phone: '+919123456780' } }, null).primary.phone).toBe('9123456780');
    const empty = startingForm({ ...oneRoom, prefill: null }, null);
    expect(empty.primary).toMatchObject({ title: 'Mr', firstName: '', countryCode: '+91' });
    // What the session keeps comes back as it was; anything else is ignored.
    expect(parseHeldDetails(JSON.stringify(heldDetailsOf(startingForm(oneRoom, held))))).toEqual(held);
    expect(parseHeldDetails('{"title":"Mr"}')).toBeNull();
    expect(parseHeldDetails('not json')).toBeNull();
  });

  it('starts with a row for every guest searched: the other adults, then each child, below 12 by the age searched', () => {
    expect(startingForm({ ...oneRoom, prefill: null }, null).rooms).toEqual([[{ title: 'Master', firstName: '', lastName: '', isBelow12: true }]]);
    const rows = startingForm(twoRooms, held).rooms.map((guests) => guests.map((g) => [g.isBelow12, g.title, g.lastName]));
    expect(rows).toEqual([
      [[false, 'Mr', 'Sharma']],
      [
        [false, 'Mr', 'Sharma'],
        [false, 'Mr', 'Sharma'], // the child of 12: an adult's title
        [true, 'Master', 'Sharma'], // the child of 7
      ],
    ]);
    // Every guest is there: only names are left to type.
    const needs = formNeeds(twoRooms);
    needs.rooms.forEach((room, r) => expect(enteredIn(startingForm(twoRooms, held), r)).toEqual(roomPlaces(room)));
    expect(guestName(0, 0)).toBe('Room 1, guest 2');
    expect(guestName(1, 0)).toBe('Room 2, guest 1');
  });

  it("keeps the other guests' last name with the primary guest's while they have it", () => {
    let form = startingForm({ ...twoRooms, prefill: null }, null);
    form = withPrimary(form, 'lastName', 'Verma');
    expect(form.rooms.flat().map((g) => g.lastName)).toEqual(['Verma', 'Verma', 'Verma', 'Verma']);
    form = edit(form, 1, 0, { lastName: 'Rao' });
    form = withPrimary(form, 'lastName', 'Varma');
    expect(form.rooms.flat().map((g) => g.lastName)).toEqual(['Varma', 'Rao', 'Varma', 'Varma']);
    expect(withPrimary(form, 'phone', '+91 98765 43210').primary.phone).toBe('9876543210');
  });

  it('says which room and guest a problem is about, near the buttons, and who a room still lacks', () => {
    const needs = formNeeds(twoRooms);
    let form = startingForm(twoRooms, held);
    form = { ...form, primary: { ...form.primary, pan: 'ABCDE1234F' } };
    expect(problemNotice(formProblems(form, needs), form, needs)).toBe("Room 1, guest 2: Please enter guest's first and last name");
    form = { ...form, rooms: [form.rooms[0]!.map((g) => ({ ...g, firstName: 'Vikram' })), []] };
    expect(missingGuests(form, needs, 1)).toBe('2 guests of 12 or more and 1 child below 12 still to add');
    expect(problemNotice(formProblems(form, needs), form, needs)).toBe('Room 2: please fill add guest details (2 guests of 12 or more and 1 child below 12 still to add)');
    expect(missingGuests(form, needs, 0)).toBeNull();
    const phone = { ...form, primary: { ...form.primary, phone: '0123456789' } };
    expect(problemNotice(formProblems(phone, needs), phone, needs)).toBe('Primary guest: Please enter a valid 10-digit mobile number');
  });

  it('counts a room as the server does: children below 12 apart, the others (a child of 12 too) with the adults', () => {
    const needs = formNeeds(twoRooms);
    expect(roomPlaces(needs.rooms[0]!)).toEqual({ adults: 2, children: 0 });
    expect(roomPlaces(needs.rooms[1]!)).toEqual({ adults: 2, children: 1 });
    expect(enteredIn(bare(startingForm(twoRooms, held)), 0)).toEqual({ adults: 1, children: 0 }); // the primary guest
  });

  it('adds guests of 12 or more while such places are left, then below 12, then says the room is full', () => {
    let form = bare(startingForm(twoRooms, held));
    expect(newGuest(startingForm(twoRooms, held), formNeeds(twoRooms), 1)).toEqual({ problem: 'Cannot add more than 3 total guests.' });
    form = add(form, 1);
    form = add(form, 1);
    expect(form.rooms[1]!.map((g) => [g.isBelow12, g.title, g.lastName])).toEqual([
      [false, 'Mr', 'Sharma'],
      [false, 'Mr', 'Sharma'],
    ]);
    form = add(form, 1);
    expect(form.rooms[1]![2]).toMatchObject({ isBelow12: true, title: 'Master' });
    expect(newGuest(form, formNeeds(twoRooms), 1)).toEqual({ problem: 'Cannot add more than 3 total guests.' });
    // The first room: the primary guest and one more adult.
    form = add(form, 0);
    expect(newGuest(form, formNeeds(twoRooms), 0)).toEqual({ problem: 'Cannot add more than 2 total guests.' });
  });

  it('refuses a switch to a kind the room has no place left for, with the spec message; a switch changes a title that no longer fits', () => {
    const form = startingForm(oneRoom, held); // the child of 7
    const needs = formNeeds(oneRoom);
    expect(switchProblem(form, needs, 0, 0, false)).toBe('Cannot add more than 1 adults (including primary guest).');
    expect(switchProblem(form, needs, 0, 0, true)).toBeNull(); // no change
    const two = startingForm(twoRooms, held); // two of 12 or more, one below 12
    expect(switchProblem(two, formNeeds(twoRooms), 1, 0, true)).toBe('Cannot add more than 1 children.');
    expect(switchProblem(two, formNeeds(twoRooms), 1, 2, false)).toBe('Cannot add more than 2 adults (including primary guest).');
    expect(switchedGuest({ title: 'Mrs', firstName: 'A', lastName: 'B', isBelow12: false }, true)).toMatchObject({ title: 'Master', isBelow12: true });
    expect(switchedGuest({ title: 'Miss', firstName: 'A', lastName: 'B', isBelow12: true }, false)).toMatchObject({ title: 'Mr', isBelow12: false });
  });

  it('says what is wrong, field by field, with the guest rules messages', () => {
    let form = bare(startingForm({ ...twoRooms, prefill: null }, null));
    form = { ...form, primary: { ...form.primary, firstName: 'Al', email: 'asha@', phone: '98765' } };
    form = add(form, 1);
    form = { ...form, requests: { ...form.requests, additionalRequests: 'x'.repeat(501) }, business: { companyName: 'Acme', gstNumber: '27AAPFU0939F1ZW', companyAddress: '' } };
    expect(formProblems(form, formNeeds(twoRooms))).toEqual({
      'primary.firstName': guestMessages.firstName,
      'primary.lastName': guestMessages.required,
      'primary.email': guestMessages.email,
      'primary.phone': guestMessages.phone,
      'primary.pan': guestMessages.panRequired,
      'rooms.0': guestMessages.guestCount,
      'rooms.1': guestMessages.guestCount,
      'rooms.1.0.firstName': guestMessages.guestName,
      'requests.additionalRequests': guestMessages.specialRequest,
      'business.gstNumber': guestMessages.gstin,
    });
  });

  it('makes a payload the server accepts: adults first, children in the order of their searched ages, the child of 12 with an adult title', () => {
    let form = startingForm(twoRooms, held);
    form = { ...form, primary: { ...form.primary, pan: 'abcde1234f' }, business: { companyName: 'Acme Travels', gstNumber: '27aapfu0939f1zv', companyAddress: 'Baner, Pune' } };
    form = edit(form, 0, 0, { title: 'Mr', firstName: 'Vikram' });
    form = edit(form, 1, 0, { title: 'Mrs', firstName: 'Kavya' }); // the adult
    form = edit(form, 1, 1, { title: 'Mr', firstName: 'Rohan' }); // the child of 12
    form = edit(form, 1, 2, { title: 'Miss', firstName: 'Tara' }); // the child of 7
    expect(formProblems(form, formNeeds(twoRooms))).toEqual({});
    const payload = serverCheck(form, twoRooms);
    expect(payload.roomTravellerInfo.map((r) => r.travellerInfo.map((t) => `${t.ti} ${t.fN} ${t.pt}`))).toEqual([
      ['Mrs Asha ADULT', 'Mr Vikram ADULT'],
      ['Mrs Kavya ADULT', 'Mr Rohan CHILD', 'Miss Tara CHILD'],
    ]);
    expect(payload.roomTravellerInfo[0]!.travellerInfo[0]!.pan).toBe('ABCDE1234F');
    expect(payload).toMatchObject({
      bookingId: twoRooms.bookingId,
      hotelId: twoRooms.hInfo.id,
      deliveryInfo: { emails: [held.email], contacts: ['9876543210'], code: '+91' },
      paymentInfos: [{ amount: 0 }],
      totalAmount: twoRooms.price.total,
      numberOfRooms: 2,
      numOfGuests: 5,
      gstNumber: '27AAPFU0939F1ZV',
    });
  });

  it('shows a server refusal at the field it names, through the payload order', () => {
    const form = startingForm(twoRooms, held);
    expect(serverProblem(form, twoRooms, "body.roomTravellerInfo.1.travellerInfo.2.fN: Please enter guest's first and last name")).toEqual({
      key: 'rooms.1.2.firstName', // the child of 7 is the room's third traveller and the third guest entered
      message: "Please enter guest's first and last name",
    });
    expect(serverProblem(form, twoRooms, 'body.roomTravellerInfo.1.travellerInfo.1.ti: Choose Mr or Mrs for a guest aged 12 or more.')?.key).toBe('rooms.1.1.title');
    expect(serverProblem(form, twoRooms, 'body.roomTravellerInfo.0.travellerInfo.0.pan: x')?.key).toBe('primary.pan');
    expect(serverProblem(form, twoRooms, 'body.roomTravellerInfo.1.travellerInfo: please fill add guest details')?.key).toBe('rooms.1');
    expect(serverProblem(form, twoRooms, 'body.deliveryInfo.contacts.0: Phone number must be exactly 10 digits.')?.key).toBe('primary.phone');
    expect(serverProblem(form, twoRooms, 'body.gstNumber: x')?.key).toBe('business.gstNumber');
    expect(serverProblem(form, twoRooms, 'body.hotelName: must not contain control characters')).toBeNull();
    expect(serverProblem(form, twoRooms, 'Booking failed')).toBeNull();
  });
});
