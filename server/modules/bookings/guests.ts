/**
 * The booking payload's guests and contact details against the stay they book, with the same
 * rules the review page's form uses (domain/guestRules.ts). The first problem found is a 400
 * naming its field, e.g. `body.roomTravellerInfo.1.travellerInfo.0.fN: Please enter guest's first and last name`.
 */
import type { BookingPayload } from '../../../contract/booking';
import {
  businessProblem, CHILD_TITLE_AGE, emailProblem, guestCountProblem, guestNameProblem, nameProblem, panProblem, passportProblem, phoneProblem, PRIMARY_TITLES,
  specialRequestProblem, titleProblem, guestMessages,
} from '../../../domain/guestRules';
import { badInput } from '../../http/apiError';

/** One room of the stay as searched: its adults and its children's ages. */
export interface SearchedRoom {
  adults: number;
  childAges: number[];
}

/** What the option asks of the guests. */
export interface GuestRequirements {
  rooms: SearchedRoom[];
  panRequired: boolean;
  passportRequired: boolean;
}

function fail(field: string, message: string): never {
  throw badInput(`body.${field}: ${message}`);
}

function check(field: string, problem: string | null): void {
  if (problem) fail(field, problem);
}

export function checkGuests(payload: BookingPayload, needs: GuestRequirements): void {
  const rooms = payload.roomTravellerInfo;
  if (rooms.length !== needs.rooms.length) fail('roomTravellerInfo', `give the guests of each of the ${needs.rooms.length} rooms booked`);
  rooms.forEach((room, r) => {
    const searched = needs.rooms[r]!;
    const adults = room.travellerInfo.filter((t) => t.pt === 'ADULT');
    const children = room.travellerInfo.filter((t) => t.pt === 'CHILD');
    check(`roomTravellerInfo.${r}.travellerInfo`, guestCountProblem({ adults: adults.length, children: children.length }, { adults: searched.adults, children: searched.childAges.length }));
    let child = 0;
    room.travellerInfo.forEach((guest, g) => {
      const field = `roomTravellerInfo.${r}.travellerInfo.${g}`;
      if (r === 0 && g === 0) {
        if (guest.pt !== 'ADULT') fail(`${field}.pt`, 'the primary guest is an adult');
        if (!(PRIMARY_TITLES as readonly string[]).includes(guest.ti)) fail(`${field}.ti`, guestMessages.primaryTitle);
        check(`${field}.fN`, nameProblem(guest.fN, 'first'));
        check(`${field}.lN`, nameProblem(guest.lN, 'last'));
        check(`${field}.pan`, panProblem(guest.pan ?? '', needs.panRequired));
        check(`${field}.pNum`, passportProblem(guest.pNum ?? '', needs.passportRequired));
        return;
      }
      check(`${field}.fN`, guestNameProblem(guest.fN, guest.lN));
      const belowTwelve = guest.pt === 'CHILD' && searched.childAges[child++]! < CHILD_TITLE_AGE;
      check(`${field}.ti`, titleProblem(guest.ti, belowTwelve));
      if (guest.pan) check(`${field}.pan`, panProblem(guest.pan, false));
      if (guest.pNum) check(`${field}.pNum`, passportProblem(guest.pNum, false));
    });
  });
  check('deliveryInfo.emails.0', emailProblem(payload.deliveryInfo.emails[0]!));
  check('deliveryInfo.contacts.0', phoneProblem(payload.deliveryInfo.contacts[0]!));
  check('specialRequest.additionalRequests', specialRequestProblem(payload.specialRequest.additionalRequests));
  const business = businessProblem({ companyName: payload.companyName ?? '', gstNumber: payload.gstNumber ?? '', companyAddress: payload.companyAddress ?? '' });
  if (business) fail(business.field, business.message);
}
