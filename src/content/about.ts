/** The About page: mission, demo video and the two founders. */
export const mission = {
  title: 'Our mission',
  paragraphs: [
    'Padaav means a halt on a long journey: the place where a traveller rests before the road goes on. We started Padaav so that every traveller in India can find that place at a fair price, without wading through hidden fees or fine print.',
    'We list hotels, guesthouses and homestays that we would send our own families to, show the full price with taxes before you book, and let you block a room now and pay later when your plans are still settling.',
  ],
  demoVideo: { src: '/videos/demo.mp4', title: 'See Padaav in action', missing: 'The demo video is not available right now. Please try again later.' },
} as const;

export interface FounderProfile {
  name: string;
  role: string;
  description: string;
  image: string;
}

export const founders: readonly FounderProfile[] = [
  {
    name: 'Ananya Rao',
    role: 'Co-founder and CEO',
    description:
      'Ananya spent eight years running operations for a regional bus network across Karnataka and Kerala, and learned that travellers on a budget care most about two things: a clean room and no surprises at checkout.',
    image: '/images/founders/ananya.svg',
  },
  {
    name: 'Vikram Singh',
    role: 'Co-founder and CTO',
    description:
      'Vikram built booking systems for hotel chains before Padaav. He leads the engineering team and keeps the site fast on slow mobile networks, because many of our travellers book from a railway platform.',
    image: '/images/founders/vikram.svg',
  },
];
