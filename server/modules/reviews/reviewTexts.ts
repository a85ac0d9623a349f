/**
 * What generated guest reviews say, in the words of travellers at Indian budget and mid-range
 * hotels. Each aspect has its own sentences of praise and of complaint, enough that a hotel's
 * 30-odd reviews never say the same sentence twice (generatedReviews.ts takes each one once per hotel),
 * and the phrases its titles are made of. Trip openers and closing lines give a review its
 * guest's voice. No Node imports.
 */
import type { ReviewAspect } from '../../rules/ratingModel';
import type { TripType } from './generatedReviews';

export interface Topic {
  /** Sentences that praise it, and that complain of it. */
  good: readonly string[];
  bad: readonly string[];
  /** How a title names it, well and badly ("friendly staff", "slow service"). */
  goodPhrase: readonly string[];
  badPhrase: readonly string[];
}

export const TOPICS: Record<ReviewAspect, Topic> = {
  Cleanliness: {
    good: [
      'The room was spotless and the sheets fresh.',
      'Housekeeping kept the room clean every day.',
      'The bathroom was clean and the towels were changed daily.',
      'Clean linen, a clean bathroom and no smell of damp: exactly what you want.',
      'Everything from the floor to the bathroom fittings was neat and clean.',
      'The room smelt fresh and had clearly been cleaned just before we arrived.',
      'They clean the corridors and the lift area all through the day.',
      'The bedsheets and pillow covers were fresh, and the mattress was clean.',
      'The bathroom was dry and clean every time we came back.',
      'Very hygienic for a hotel at this price.',
      'Housekeeping came in every morning without our having to ask.',
      'Even the balcony and the window glass were clean.',
      'The towels were white and soft, and there were enough of them.',
      'No cockroaches, no stains, no dust: the room was well looked after.',
      'The common areas were as clean as the rooms.',
      'Fresh sheets, a swept floor and a clean washroom every day.',
    ],
    bad: [
      'The bathroom could have been cleaner.',
      'There was dust under the bed and we had to ask for the room to be cleaned.',
      'The bedsheets were stained and were changed only when we asked.',
      'The bathroom smelt damp and the tiles had black patches.',
      'The towels were thin and looked greyish.',
      'We saw a cockroach in the bathroom on the first night.',
      'Housekeeping did not come at all on our second day.',
      'The carpet was old and had stains.',
      'There was hair in the washbasin when we checked in, which is not a good start.',
      'The pillow covers smelt musty.',
      'The corridor outside our room was dirty and the walls had paan stains.',
      'The room had not been cleaned properly before we checked in.',
    ],
    goodPhrase: ['spotless rooms', 'a very clean hotel'],
    badPhrase: ['rooms that need cleaning', 'a grubby bathroom'],
  },
  Service: {
    good: [
      'Staff at the front desk were polite and helped us plan our day.',
      'Check-in was quick and the room was ready before time.',
      'The staff went out of their way to arrange an early check-in for us.',
      'The reception booked a cab for us and got a fair rate.',
      'The manager checked on us personally and asked if we needed anything.',
      'Room service was quick even late at night.',
      'They kept our luggage safely after check-out until our train in the evening.',
      'When the geyser stopped working they fixed it within fifteen minutes.',
      'The front desk gave us good tips on where to eat.',
      'The bellboy was cheerful and quick with our bags.',
      'Our request for an extra mattress was handled without any fuss.',
      'Everyone from the guard to the manager greeted us with a smile.',
      'They gave us a late check-out at no extra charge.',
      'Calls to the reception were answered at once, day or night.',
      'The staff were honest and helpful, and never pushed us to buy tours.',
      'The night manager helped us find a doctor when my father felt unwell.',
    ],
    bad: [
      'Room service took almost an hour.',
      'Check-in was slow and took forty minutes.',
      'The staff were not much help when we asked for an extra blanket.',
      'Nobody answered the reception phone at night.',
      'Our booking was not in their system at first and we had to wait in the lobby.',
      'The front desk staff were rude when we asked about a late check-out.',
      'We had to call three times before anyone brought the water bottles.',
      'Our complaint about the AC was ignored until the next morning.',
      'The staff kept asking us for a tip.',
      'The reception could not tell us anything about the area.',
      'We were given a smaller room than the one we booked until we complained.',
      'The staff at the desk were busy on their phones and barely looked up.',
    ],
    goodPhrase: ['friendly staff', 'helpful service'],
    badPhrase: ['slow service', 'unhelpful staff'],
  },
  Location: {
    good: [
      'The location is central, with markets and restaurants a short walk away.',
      'It is easy to reach from the station and close to the main sights.',
      'Autos and taxis were always available right outside.',
      'The bus stand is ten minutes away, which was handy for our day trips.',
      'It is on a quiet lane but only a few minutes from the main road.',
      'There are lots of good places to eat within walking distance.',
      'The hotel is easy to find and the cab driver had no trouble.',
      'A pharmacy, an ATM and a supermarket are all on the same street.',
      'The area feels safe, even late in the evening.',
      'It is a good location for both sightseeing and shopping.',
      'It is a short auto ride to the old market.',
      'Being near the main road made it easy to get a cab at any hour.',
      'The hotel is set back from the road, so it stays quiet although it is central.',
      'Street food stalls and a good udupi restaurant are right next door.',
      'From here most places we wanted to see were within three kilometres.',
      'We could walk to the temple for the early morning darshan.',
    ],
    bad: [
      'The hotel is a long way from the main sights.',
      'The lane is narrow and hard to find at night.',
      'There is little to eat within walking distance.',
      'Cabs found it hard to reach the hotel because of the one-way streets.',
      'It is on a busy main road and the traffic noise never stops.',
      'The area around the hotel is not well lit at night.',
      'The map on my phone took us to the wrong lane twice.',
      'There is no proper parking and we had to leave our car on the road.',
      'It is far from the station, and autos charged us a lot to get there.',
      'The approach road was dug up and muddy.',
      'The neighbourhood is mostly wholesale shops that shut by eight.',
      'You need a cab for everything from here.',
    ],
    goodPhrase: ['a great location', 'an easy location'],
    badPhrase: ['an out-of-the-way location', 'a hard-to-find lane'],
  },
  'Value for money': {
    good: [
      'Great value for money compared with other places in the area.',
      'Good rooms for the price we paid.',
      'For this price, we got more than we expected.',
      'The price was fair and there were no hidden charges at check-out.',
      'It is cheaper than the big hotels nearby and just as comfortable.',
      'Worth every rupee.',
      'We paid less than the hotels on the main road were asking, for a better room.',
      'A fair price for a clean, safe room.',
      'Good value, especially for a family room.',
      'You will not find a better room at this price in the area.',
      'They did not charge for the early check-in, which made it even better value.',
      'For a budget stay this is hard to beat.',
      'Reasonably priced for what you get.',
      'The rate was honest, with taxes shown clearly from the start.',
    ],
    bad: [
      'Overpriced for what you get.',
      'Too expensive for rooms this basic.',
      'The rate went up a lot at the weekend for the same room.',
      'They charged for an extra mattress we had been told would be free.',
      'For this price I expected a bigger room.',
      'Food and laundry were very expensive.',
      'Other hotels nearby give much better rooms at the same price.',
      'Not worth the money at all.',
      'We paid for the location and not much else.',
      'The room service prices were steep.',
    ],
    goodPhrase: ['great value', 'a fair price'],
    badPhrase: ['a steep price', 'poor value'],
  },
  Rooms: {
    good: [
      'The bed was very comfortable and the room quiet.',
      'The room was spacious, with good air conditioning and strong WiFi.',
      'Hot water, strong WiFi and a quiet room: everything we needed after a long day of sightseeing.',
      'The AC cooled the room quickly even in the afternoon heat.',
      'The mattress was firm and the pillows comfortable.',
      'There were plenty of plug points, including one near the bed.',
      'The room had a big window and lots of natural light.',
      'The bathroom had a good shower with plenty of hot water.',
      'The TV had all the channels and the WiFi was fast enough for video calls.',
      'Our room was bigger than it looked in the photos.',
      'The blackout curtains meant we could sleep in.',
      'The room was well kept, with nothing broken or missing.',
      'A comfortable room, with a kettle and tea bags for the morning chai.',
      'The geyser worked well and there was hot water all day.',
      'The room was quiet even though the hotel is near the road.',
      'There was enough wardrobe space for a week-long stay.',
    ],
    bad: [
      'The air conditioning was noisy at night.',
      'Street noise made it hard to sleep.',
      'The room was smaller than we expected.',
      'The WiFi kept dropping in our room.',
      'The mattress was hard and sagged in the middle.',
      'The geyser took ages to heat up.',
      'There was only one plug point and it was behind the TV.',
      'Our room had no window.',
      'The bathroom tap was leaking all night.',
      'The TV remote did not work and nobody came to fix it.',
      'The AC was weak and the room stayed warm.',
      'The walls are thin and we could hear the next room.',
    ],
    goodPhrase: ['comfortable rooms', 'a quiet room'],
    badPhrase: ['noisy rooms', 'a cramped room'],
  },
  Food: {
    good: [
      'Breakfast had a good spread of South and North Indian dishes.',
      'The food was fresh and tasty, and the chai excellent.',
      'The aloo parathas at breakfast were the best part of the stay.',
      'Idlis and dosas were made hot to order at breakfast.',
      'The room service menu was small but everything we ordered was good.',
      'The kitchen made us a less spicy dal when we asked.',
      'They serve a good home-style thali at a fair price.',
      'Fresh fruit, eggs to order and good filter coffee in the morning.',
      'The poha and upma at breakfast were freshly made.',
      'Tea and biscuits in the evening were a nice touch.',
      'The dinner buffet had plenty of vegetarian choices.',
      'Food was served hot and quickly.',
      'They packed breakfast for us when we left early for the station.',
      'The masala chai was excellent and came whenever we asked.',
    ],
    bad: [
      'Breakfast was limited and ran out early.',
      'The food was bland and the menu small.',
      'The breakfast was the same every day.',
      'Our food was cold by the time it reached the room.',
      'The toast was burnt and the omelette cold.',
      'The kitchen closes early, so there was nothing to eat after ten.',
      'The food was too oily for us.',
      'Only a few items on the breakfast menu were actually available.',
      'We waited forty minutes for a simple dinner.',
      'The tea tasted of milk powder.',
    ],
    goodPhrase: ['a lovely breakfast', 'tasty food'],
    badPhrase: ['a poor breakfast', 'bland food'],
  },
};

/** How a guest says who they came with (a review may open with one). */
export const TRIP_OPENERS: Record<TripType, readonly string[]> = {
  Family: [
    'We stayed here with our two children.',
    'I came with my parents for a family function nearby.',
    'We were a family of five and took two rooms.',
    'We stayed here as a family during the school holidays.',
    "We came for a cousin's wedding in town.",
    "I booked this for my parents' visit.",
  ],
  Couples: [
    'My wife and I stayed here for a long weekend.',
    'We stayed here on our anniversary trip.',
    'My husband and I stopped here on a road trip.',
    'We came here for a short break from the city.',
    'My wife and I were here for a weekend away.',
  ],
  Solo: [
    'I travelled alone and felt safe here.',
    'I stayed here on my own while visiting friends in town.',
    'As a woman travelling alone, I felt comfortable here.',
    'I stopped here for a night on my way further on.',
    'I stayed here alone for an exam at a college nearby.',
  ],
  Business: [
    'I was here on a work trip.',
    'I stayed here for a client meeting in the city.',
    'Our company booked this for a three-day training.',
    'I stay here whenever work brings me to town.',
    'I came for a trade fair and needed somewhere close.',
  ],
  Friends: [
    'Four of us stayed here on a road trip.',
    'A group of college friends, we took three rooms.',
    "We were here for a friend's wedding.",
    'I stayed here with friends for a weekend trip.',
    'Three of us stopped here on our bike trip.',
  ],
};

/** How a review may end, by its stars (1 and 2 share theirs). */
export const CLOSINGS: Record<'5' | '4' | '3' | 'low', readonly string[]> = {
  '5': ['Would happily stay here again.', 'Highly recommended.', 'We will definitely be back.', 'Thank you to the whole team.', 'We are already planning our next visit.'],
  '4': ['A good choice for the price.', 'Would stay again.', 'Recommended for a short stay.', 'A few small things to fix, but a good stay overall.'],
  '3': ['Okay for a night or two.', 'Fine if you only need a place to sleep.', 'Average, nothing more.', 'It did the job.'],
  low: ['We will not be coming back.', 'Look elsewhere.', 'Not recommended.', 'We checked out a day early.', 'I have stayed in better places for less.'],
};

/** `1 night`, `3 nights`. */
export const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** A closing line that names the stay's length, for a review of 4 or 5 stars. */
export const STAY_LENGTH_CLOSINGS: ReadonlyArray<(hotelName: string, nights: number) => string> = [
  (name, nights) => `We stayed at ${name} for ${nightsText(nights)} and would book again.`,
  (_name, nights) => `Our ${nightsText(nights)} here went by comfortably.`,
];
