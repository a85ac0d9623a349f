/**
 * The review page's guest form: the primary guest, the other
 * guests of each room, special requests and business invoice details; what is wrong with it, by
 * field, with the messages of domain/guestRules.ts (the rules the server applies to the booking payload);
 * and the payload it books. Pure and browser-safe.
 *
 * Another guest is "below 12" (Master or Miss) or not (Mr, Mrs or Ms), by a switch. A room's
 * guests must be the guests searched for it: the children below 12 fill its places for children
 * below 12, the others its adults' places (the primary guest takes one in the first room) and
 * those of any child of 12 or more, who is booked as a child with an adult's title, as the server
 * reads a child's age. The form starts with a row for every guest searched, each child's "below
 * 12" taken from the age searched, so only names are left to type.
 */
import type { BookingPayload, ReviewResponseBody, ReviewShown, SpecialRequest, TravellerInfo } from '../../contract/booking';
import {
  addGuestProblem,
  businessProblem,
  CHILD_TITLE_AGE,
  emailProblem,
  guestCountProblem,
  guestMessages,
  guestNameProblem,
  nameProblem,
  panProblem,
  passportProblem,
  phoneProblem,
  PRIMARY_TITLES,
  specialRequestProblem,
  titleProblem,
  titlesFor,
  type GuestCounts,
  type Title,
} from '../../domain/guestRules';
import { phoneDigits } from '../../domain/phoneNumber';

export type PrimaryTitle = (typeof PRIMARY_TITLES)[number];

export interface PrimaryGuest {
  title: PrimaryTitle;
  firstName: string;
  lastName: string;
  email: string;
  /** The dial code, +91. */
  countryCode: string;
  /** 10 digits. */
  phone: string;
  pan: string;
  passport: string;
}

export interface OtherGuest {
  title: Title;
  firstName: string;
  lastName: string;
  isBelow12: boolean;
}

export interface BusinessDetails {
  companyName: string;
  gstNumber: string;
  companyAddress: string;
}

export interface GuestForm {
  primary: PrimaryGuest;
  /** Per room, the guests besides the primary guest (who is in the first room). */
  rooms: OtherGuest[][];
  requests: SpecialRequest;
  business: BusinessDetails;
}

/** One room as searched. */
export interface SearchedRoom {
  adults: number;
  childAges: number[];
}

/** What the option asks of the form. */
export interface FormNeeds {
  rooms: SearchedRoom[];
  panRequired: boolean;
  passportRequired: boolean;
}

/** The guest details a session holds: they fill the next review's form. */
export interface HeldGuestDetails {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  gstNumber: string;
  companyName: string;
  companyAddress: string;
}

/** The special requests' six choices, with how the page names them. */
export const SPECIAL_REQUESTS = [
  ['smokingRoom', 'Smoking room'],
  ['lateCheckIn', 'Late check-in'],
  ['earlyCheckIn', 'Early check-in'],
  ['highFloor', 'Room on a high floor'],
  ['largeBed', 'Large bed'],
  ['twinBed', 'Twin beds'],
] as const;
export type SpecialRequestChoice = (typeof SPECIAL_REQUESTS)[number][0];

export const DEFAULT_COUNTRY_CODE = '+91';

/** The rooms a review's stay is for, one entry per room. */
export function searchedRooms(review: Pick<ReviewShown, 'query'>): SearchedRoom[] {
  return review.query.roomInfo.flatMap((r) => Array.from({ length: Math.max(1, r.numberOfRooms) }, () => ({ adults: r.numberOfAdults, childAges: [...r.childAge] })));
}

export function formNeeds(review: Pick<ReviewShown, 'query' | 'conditions'>): FormNeeds {
  return { rooms: searchedRooms(review), panRequired: review.conditions.ipr, passportRequired: review.conditions.ipm };
}

const primaryTitle = (title: string | undefined): PrimaryTitle =>
  (PRIMARY_TITLES as readonly string[]).includes(title ?? '') ? (title as PrimaryTitle) : 'Mr';

/**
 * Room `r`'s rows as searched, besides the primary guest (one of the first room's adults): an
 * adult's row for each other adult, then one per child, below 12 or not by the age searched. Their
 * last name starts as the primary guest's.
 */
function searchedGuests(room: SearchedRoom, r: number, lastName: string): OtherGuest[] {
  const adults = Math.max(0, room.adults - (r === 0 ? 1 : 0));
  const adult = (): OtherGuest => ({ title: titlesFor(false)[0]!, firstName: '', lastName, isBelow12: false });
  const child = (age: number): OtherGuest => {
    const isBelow12 = age < CHILD_TITLE_AGE;
    return { title: titlesFor(isBelow12)[0]!, firstName: '', lastName, isBelow12 };
  };
  return [...Array.from({ length: adults }, adult), ...room.childAges.map(child)];
}

/**
 * The form a review starts with: the primary guest from the details the session holds, else from
 * the review's `prefill` (the traveller's profile and login number, then their last booking), else
 * empty with the title Mr and +91; a row for every other guest searched.
 */
export function startingForm(review: Pick<ReviewShown, 'query' | 'prefill'>, held: HeldGuestDetails | null): GuestForm {
  const prefill = review.prefill;
  const from = held
    ? { title: held.title, firstName: held.firstName, lastName: held.lastName, email: held.email, phone: held.phoneNumber, countryCode: held.countryCode }
    : prefill
      ? { title: prefill.title, firstName: prefill.firstName, lastName: prefill.lastName, email: prefill.email, phone: phoneDigits(prefill.phone), countryCode: DEFAULT_COUNTRY_CODE }
      : null;
  const lastName = from?.lastName ?? '';
  return {
    primary: {
      title: primaryTitle(from?.title),
      firstName: from?.firstName ?? '',
      lastName,
      email: from?.email ?? '',
      countryCode: from?.countryCode || DEFAULT_COUNTRY_CODE,
      phone: from?.phone ?? '',
      pan: '',
      passport: '',
    },
    rooms: searchedRooms(review).map((room, r) => searchedGuests(room, r, lastName)),
    requests: { smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '' },
    business: { companyName: held?.companyName ?? '', gstNumber: held?.gstNumber ?? '', companyAddress: held?.companyAddress ?? '' },
  };
}

/**
 * The form with one of the primary guest's fields changed (the phone keeps its digits). The other
 * guests whose last name was the primary guest's keep following it: most parties are a family.
 */
export function withPrimary(form: GuestForm, field: keyof PrimaryGuest, value: string): GuestForm {
  const next = field === 'phone' ? phoneDigits(value) : value;
  const primary = { ...form.primary, [field]: next } as PrimaryGuest;
  if (field !== 'lastName') return { ...form, primary };
  const was = form.primary.lastName.trim();
  return { ...form, primary, rooms: form.rooms.map((guests) => guests.map((g) => (g.lastName.trim() === was ? { ...g, lastName: next } : g))) };
}

/** What the session keeps of a form: the primary guest's details and the business invoice details. */
export function heldDetailsOf(form: GuestForm): HeldGuestDetails {
  const { primary, business } = form;
  return {
    title: primary.title,
    firstName: primary.firstName.trim(),
    lastName: primary.lastName.trim(),
    email: primary.email.trim(),
    countryCode: primary.countryCode,
    phoneNumber: primary.phone,
    gstNumber: business.gstNumber.trim().toUpperCase(),
    companyName: business.companyName.trim(),
    companyAddress: business.companyAddress.trim(),
  };
}

// ---------------------------------------------------------------- counting guests

const youngAges = (room: SearchedRoom) => room.childAges.filter((age) => age < CHILD_TITLE_AGE).length;

/**
 * A room's places as the form counts them: "adults" are the guests of 12 or more (its adults and
 * any child of 12 or more), "children" those below 12.
 */
export function roomPlaces(room: SearchedRoom): GuestCounts {
  return { adults: room.adults + room.childAges.length - youngAges(room), children: youngAges(room) };
}

/** Who is entered in room `r` (the primary guest counts as an adult of the first room). */
export function enteredIn(form: GuestForm, r: number): GuestCounts {
  const guests = form.rooms[r] ?? [];
  const children = guests.filter((g) => g.isBelow12).length;
  return { adults: guests.length - children + (r === 0 ? 1 : 0), children };
}

/**
 * A new guest for room `r`: of 12 or more while such places are left, else below 12, with the
 * primary guest's last name to start with (most parties are a family); or the page's message
 * when the room is full.
 */
export function newGuest(form: GuestForm, needs: FormNeeds, r: number): { guest: OtherGuest } | { problem: string } {
  const places = roomPlaces(needs.rooms[r] ?? { adults: 0, childAges: [] });
  const entered = enteredIn(form, r);
  const isBelow12 = entered.adults >= places.adults;
  const problem = addGuestProblem(entered, places, isBelow12 ? 'child' : 'adult');
  if (problem) return { problem };
  return { guest: { title: titlesFor(isBelow12)[0]!, firstName: '', lastName: form.primary.lastName.trim(), isBelow12 } };
}

/**
 * Moving guest `g` of room `r` to below 12 (or back): the page's message when the room has no
 * place of that kind left, else null.
 */
export function switchProblem(form: GuestForm, needs: FormNeeds, r: number, g: number, isBelow12: boolean): string | null {
  const guest = form.rooms[r]?.[g];
  if (!guest || guest.isBelow12 === isBelow12) return null;
  const places = roomPlaces(needs.rooms[r] ?? { adults: 0, childAges: [] });
  const entered = enteredIn(form, r);
  const without = guest.isBelow12 ? { ...entered, children: entered.children - 1 } : { ...entered, adults: entered.adults - 1 };
  return addGuestProblem(without, places, isBelow12 ? 'child' : 'adult');
}

/** The guest with the switch moved; a title that no longer fits becomes the first that does. */
export function switchedGuest(guest: OtherGuest, isBelow12: boolean): OtherGuest {
  const titles = titlesFor(isBelow12);
  return { ...guest, isBelow12, title: titles.includes(guest.title) ? guest.title : titles[0]! };
}

// ---------------------------------------------------------------- problems

/** Form field keys: `primary.email`, `rooms.1` (the room's count), `rooms.1.0.firstName`, `requests.additionalRequests`, `business.gstNumber`. */
export type FormProblems = Record<string, string>;

export const fieldKeys = {
  primary: (field: keyof PrimaryGuest) => `primary.${field}`,
  room: (r: number) => `rooms.${r}`,
  guest: (r: number, g: number, field: 'title' | 'firstName' | 'lastName') => `rooms.${r}.${g}.${field}`,
  additionalRequests: 'requests.additionalRequests',
  business: (field: keyof BusinessDetails) => `business.${field}`,
};

/** Everything wrong with the form, by field, in the order the page shows the fields. */
export function formProblems(form: GuestForm, needs: FormNeeds): FormProblems {
  const out: FormProblems = {};
  const put = (key: string, problem: string | null) => {
    if (problem) out[key] = problem;
  };
  const { primary } = form;
  put(fieldKeys.primary('firstName'), nameProblem(primary.firstName, 'first'));
  put(fieldKeys.primary('lastName'), nameProblem(primary.lastName, 'last'));
  put(fieldKeys.primary('email'), emailProblem(primary.email));
  put(fieldKeys.primary('phone'), phoneProblem(primary.phone, primary.countryCode || DEFAULT_COUNTRY_CODE));
  put(fieldKeys.primary('pan'), panProblem(primary.pan, needs.panRequired));
  put(fieldKeys.primary('passport'), passportProblem(primary.passport, needs.passportRequired));
  needs.rooms.forEach((room, r) => {
    put(fieldKeys.room(r), guestCountProblem(enteredIn(form, r), roomPlaces(room)));
    (form.rooms[r] ?? []).forEach((guest, g) => {
      const names = guestNameProblem(guest.firstName, guest.lastName);
      if (names) put(fieldKeys.guest(r, g, guest.firstName.trim() ? 'lastName' : 'firstName'), names);
      put(fieldKeys.guest(r, g, 'title'), titleProblem(guest.title, guest.isBelow12));
    });
  });
  put(fieldKeys.additionalRequests, specialRequestProblem(form.requests.additionalRequests));
  const business = businessProblem(form.business);
  if (business) put(fieldKeys.business(business.field), business.message);
  return out;
}

/** How the page names another guest: room 1's others come after the primary guest (`Room 1, guest 2`). */
export function guestName(r: number, g: number): string {
  return `Room ${r + 1}, guest ${g + (r === 0 ? 2 : 1)}`;
}

const plural = (n: number, word: string, words: string) => `${n} ${n === 1 ? word : words}`;

/**
 * Who room `r` still lacks against its search, said next to the page's "please fill add guest
 * details": `1 adult and 1 child below 12 still to add`; null when nobody is missing.
 */
export function missingGuests(form: GuestForm, needs: FormNeeds, r: number): string | null {
  const room = needs.rooms[r];
  if (!room) return null;
  const places = roomPlaces(room);
  const entered = enteredIn(form, r);
  const parts = [
    places.adults > entered.adults ? plural(places.adults - entered.adults, `guest of ${CHILD_TITLE_AGE} or more`, `guests of ${CHILD_TITLE_AGE} or more`) : null,
    places.children > entered.children ? plural(places.children - entered.children, `child below ${CHILD_TITLE_AGE}`, `children below ${CHILD_TITLE_AGE}`) : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')} still to add` : null;
}

/** Where a problem's field is, as the page names it (`Primary guest`, `Room 2`, `Room 1, guest 2`...). */
function placeOf(key: string): string {
  const [area, a, b] = key.split('.');
  if (area === 'primary') return 'Primary guest';
  if (area === 'rooms') return b === undefined ? `Room ${Number(a) + 1}` : guestName(Number(a), Number(b));
  if (area === 'requests') return 'Special requests';
  return 'Business invoice';
}

/**
 * The first problem of the form, said near the booking buttons with where it is: `Room 2, guest 1:
 * Please enter guest's first and last name`; a room short of guests says who is missing.
 */
export function problemNotice(problems: FormProblems, form: GuestForm, needs: FormNeeds): string | null {
  const first = Object.entries(problems)[0];
  if (!first) return null;
  const [key, message] = first;
  const room = /^rooms\.(\d+)$/.exec(key);
  const missing = room && message === guestMessages.guestCount ? missingGuests(form, needs, Number(room[1])) : null;
  return `${placeOf(key)}: ${message}${missing ? ` (${missing})` : ''}`;
}

// ---------------------------------------------------------------- the payload

export type BookingMode = 'payNow' | 'payLater';

interface PlacedGuest {
  info: TravellerInfo;
  /** The form field the server's message about this guest's names belongs to. */
  key: string;
}

/** Room `r`'s travellers in the payload's order: adults (the primary guest first), then children in the order of their searched ages. */
function roomTravellers(form: GuestForm, room: SearchedRoom, r: number, needs: FormNeeds): PlacedGuest[] {
  const guests = (form.rooms[r] ?? []).map((guest, g) => ({ guest, g }));
  const older = guests.filter((x) => !x.guest.isBelow12);
  const young = guests.filter((x) => x.guest.isBelow12);
  const other = (x: { guest: OtherGuest; g: number }, pt: 'ADULT' | 'CHILD'): PlacedGuest => ({
    info: { fN: x.guest.firstName.trim(), lN: x.guest.lastName.trim(), ti: x.guest.title, pt },
    key: `rooms.${r}.${x.g}`,
  });
  const adultPlaces = r === 0 ? room.adults - 1 : room.adults;
  const out: PlacedGuest[] = [];
  if (r === 0) {
    const p = form.primary;
    out.push({
      info: {
        fN: p.firstName.trim(),
        lN: p.lastName.trim(),
        ti: p.title,
        pt: 'ADULT',
        ...(p.pan.trim() || needs.panRequired ? { pan: p.pan.trim().toUpperCase() } : {}),
        ...(p.passport.trim() || needs.passportRequired ? { pNum: p.passport.trim().toUpperCase() } : {}),
      },
      key: 'primary',
    });
  }
  out.push(...older.slice(0, adultPlaces).map((x) => other(x, 'ADULT')));
  const olderChildren = older.slice(Math.max(0, adultPlaces));
  let y = 0;
  let o = 0;
  for (const age of room.childAges) {
    const next = age < CHILD_TITLE_AGE ? young[y++] : olderChildren[o++];
    if (next) out.push(other(next, 'CHILD'));
  }
  return out;
}

export interface PayloadContext {
  review: ReviewResponseBody;
  userId: string;
  mode: BookingMode;
}

/** The booking payload of a valid form, with the total the traveller was shown. */
export function bookingPayload(form: GuestForm, { review, userId, mode }: PayloadContext): BookingPayload {
  const needs = formNeeds(review);
  const { primary, business, requests } = form;
  const { hInfo, price } = review;
  const email = primary.email.trim();
  return {
    bookingId: review.bookingId,
    hotelId: hInfo.id,
    userId,
    roomTravellerInfo: needs.rooms.map((room, r) => ({ travellerInfo: roomTravellers(form, room, r, needs).map((t) => t.info) })),
    deliveryInfo: { emails: [email], contacts: [primary.phone], code: primary.countryCode || DEFAULT_COUNTRY_CODE },
    paymentInfos: [{ amount: mode === 'payNow' ? price.total : 0 }],
    specialRequest: { ...requests, additionalRequests: requests.additionalRequests.trim() },
    checkInDate: review.query.checkinDate,
    checkOutDate: review.query.checkoutDate,
    numberOfRooms: needs.rooms.length,
    numOfGuests: needs.rooms.reduce((n, room) => n + room.adults + room.childAges.length, 0),
    imgUrl: hInfo.img,
    hotelName: hInfo.name,
    hotelRating: hInfo.rt,
    address: hInfo.adr,
    hotelContactNumber: hInfo.ph,
    roomType: review.room.name,
    city: hInfo.city,
    state: hInfo.state,
    country: hInfo.country,
    ...(business.gstNumber.trim()
      ? { companyName: business.companyName.trim(), gstNumber: business.gstNumber.trim().toUpperCase(), companyAddress: business.companyAddress.trim() }
      : {}),
    email,
    userContactNumber: primary.phone,
    basePrice: price.base,
    totalTax: price.taxes,
    totalAmount: price.total,
    nights: price.nights,
  };
}

const PRIMARY_FIELDS: Record<string, keyof PrimaryGuest> = { fN: 'firstName', lN: 'lastName', ti: 'title', pan: 'pan', pNum: 'passport' };
const GUEST_FIELDS: Record<string, 'title' | 'firstName' | 'lastName'> = { fN: 'firstName', lN: 'lastName', ti: 'title' };

/**
 * The form field a server's 400 message is about (`body.roomTravellerInfo.0.travellerInfo.1.fN:
 * ...`, `body.deliveryInfo.emails.0: ...`), with the message after the field; null when it names
 * no field of the form.
 */
export function serverProblem(form: GuestForm, review: Pick<ReviewShown, 'query' | 'conditions'>, message: string): { key: string; message: string } | null {
  const m = /^body\.([\w.]+): (.+)$/s.exec(message);
  if (!m) return null;
  const [, path, text] = m as unknown as [string, string, string];
  const needs = formNeeds(review);
  const traveller = /^roomTravellerInfo\.(\d+)\.travellerInfo(?:\.(\d+)(?:\.(\w+))?)?$/.exec(path);
  if (traveller) {
    const r = Number(traveller[1]);
    const room = needs.rooms[r];
    if (!room) return null;
    if (traveller[2] === undefined) return { key: fieldKeys.room(r), message: text };
    const placed = roomTravellers(form, room, r, needs)[Number(traveller[2])];
    if (!placed) return { key: fieldKeys.room(r), message: text };
    const field = traveller[3] ?? 'fN';
    if (placed.key === 'primary') return { key: fieldKeys.primary(PRIMARY_FIELDS[field] ?? 'firstName'), message: text };
    return { key: `${placed.key}.${GUEST_FIELDS[field] ?? 'firstName'}`, message: text };
  }
  const simple: Record<string, string> = {
    'deliveryInfo.emails.0': fieldKeys.primary('email'),
    'deliveryInfo.contacts.0': fieldKeys.primary('phone'),
    'specialRequest.additionalRequests': fieldKeys.additionalRequests,
    companyName: fieldKeys.business('companyName'),
    gstNumber: fieldKeys.business('gstNumber'),
    companyAddress: fieldKeys.business('companyAddress'),
  };
  const key = simple[path];
  return key ? { key, message: text } : null;
}
