/**
 * The review page's guest form (spec 001 §2 Review booking, §5): the primary guest, the other
 * guests of each room, special requests and business invoice details; what is wrong with it, by
 * field, with the messages of guestRules.ts (the rules the server applies to the booking payload);
 * and the payload it books. Pure and browser-safe.
 *
 * Another guest is "below 12" (Master or Miss) or not (Mr, Mrs or Ms), by a switch. A room's
 * guests must be the guests searched for it: the children below 12 fill its places for children
 * below 12, the others its adults' places (the primary guest takes one in the first room) and
 * those of any child of 12 or more, who is booked as a child with an adult's title, as the server
 * reads a child's age.
 */
import type { BookingPayload, ReviewResponseBody, SpecialRequest, TravellerInfo } from '../contract/booking';
import {
  addGuestProblem,
  businessProblem,
  CHILD_TITLE_AGE,
  emailProblem,
  guestCountProblem,
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
} from './guestRules';

export type PrimaryTitle = (typeof PRIMARY_TITLES)[number];

export interface PrimaryGuest {
  title: PrimaryTitle;
  firstName: string;
  lastName: string;
  email: string;
  /** The dial code, +91 (spec 000 §3 Guest details). */
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

/** The guest details a session holds (spec 000 §3): they fill the next review's form. */
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
export function searchedRooms(review: Pick<ReviewResponseBody, 'query'>): SearchedRoom[] {
  return review.query.roomInfo.flatMap((r) => Array.from({ length: Math.max(1, r.numberOfRooms) }, () => ({ adults: r.numberOfAdults, childAges: [...r.childAge] })));
}

export function formNeeds(review: Pick<ReviewResponseBody, 'query' | 'conditions'>): FormNeeds {
  return { rooms: searchedRooms(review), panRequired: review.conditions.ipr, passportRequired: review.conditions.ipm };
}

const primaryTitle = (title: string | undefined): PrimaryTitle =>
  (PRIMARY_TITLES as readonly string[]).includes(title ?? '') ? (title as PrimaryTitle) : 'Mr';

/**
 * The form a review starts with: the details the session holds, else those of the traveller's
 * last booking (the review's `lastGuest`), else empty with the title Mr and +91.
 */
export function startingForm(review: Pick<ReviewResponseBody, 'query' | 'lastGuest'>, held: HeldGuestDetails | null): GuestForm {
  const last = review.lastGuest;
  const from = held
    ? { title: held.title, firstName: held.firstName, lastName: held.lastName, email: held.email, phone: held.phoneNumber, countryCode: held.countryCode }
    : last
      ? { title: last.title, firstName: last.firstName, lastName: last.lastName, email: last.email, phone: last.phone, countryCode: DEFAULT_COUNTRY_CODE }
      : null;
  return {
    primary: {
      title: primaryTitle(from?.title),
      firstName: from?.firstName ?? '',
      lastName: from?.lastName ?? '',
      email: from?.email ?? '',
      countryCode: from?.countryCode || DEFAULT_COUNTRY_CODE,
      phone: from?.phone ?? '',
      pan: '',
      passport: '',
    },
    rooms: searchedRooms(review).map(() => []),
    requests: { smokingRoom: false, lateCheckIn: false, earlyCheckIn: false, highFloor: false, largeBed: false, twinBed: false, additionalRequests: '' },
    business: { companyName: held?.companyName ?? '', gstNumber: held?.gstNumber ?? '', companyAddress: held?.companyAddress ?? '' },
  };
}

/** What the session keeps of a form (spec 000 §3 Guest details). */
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

/** Held details read back from storage, or null when they are not a complete set of texts. */
export function parseHeldDetails(text: string | null): HeldGuestDetails | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const keys: (keyof HeldGuestDetails)[] = ['title', 'firstName', 'lastName', 'email', 'countryCode', 'phoneNumber', 'gstNumber', 'companyName', 'companyAddress'];
    if (!value || typeof value !== 'object' || !keys.every((k) => typeof value[k] === 'string')) return null;
    return Object.fromEntries(keys.map((k) => [k, value[k]])) as unknown as HeldGuestDetails;
  } catch {
    return null;
  }
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
 * primary guest's last name to start with (most parties are a family); or the spec's message
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
 * Moving guest `g` of room `r` to below 12 (or back): the spec's message when the room has no
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
  put(fieldKeys.primary('phone'), phoneProblem(primary.phone));
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

/** The booking payload of a valid form (spec 001 §3), with the total the traveller was shown. */
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
export function serverProblem(form: GuestForm, review: ReviewResponseBody, message: string): { key: string; message: string } | null {
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
