import { generatedImage } from '@fanclub/shared/generated-image';

interface EventSeed {
  slug: string;
  title: string;
  /** Month (1-12) and day; the seed picks the next such date after "now" so it stays upcoming. */
  month: number;
  day: number;
  hour: number;
  durationDays?: number;
  timeZone: string;
  location: string;
  venue: string;
  description: string;
  image: number;
  isVipOnly?: boolean;
  ticketPriceCents: number;
  capacity: number;
  /** Past events are placed this many days before "now" instead. */
  daysAgo?: number;
}

const eventList: EventSeed[] = [
  {
    slug: 'rolling-loud',
    title: 'Rolling Loud',
    month: 3,
    day: 15,
    hour: 18,
    durationDays: 1,
    timeZone: 'America/Los_Angeles',
    location: 'Inglewood, CA',
    venue: 'Hollywood Park',
    description: 'Two nights on the main stage at Rolling Loud California.',
    image: 1,
    ticketPriceCents: 14900,
    capacity: 500,
  },
  {
    slug: 'souled-out',
    title: 'Souled Out',
    month: 3,
    day: 31,
    hour: 19,
    timeZone: 'America/Chicago',
    location: 'Houston, TX',
    venue: 'NRG Park',
    description: 'An evening of soul and R&B at Souled Out.',
    image: 2,
    ticketPriceCents: 8900,
    capacity: 400,
  },
  {
    slug: 'twogether-land',
    title: 'Twogether Land',
    month: 5,
    day: 25,
    hour: 17,
    timeZone: 'America/Chicago',
    location: 'Dallas, TX',
    venue: 'Fair Park',
    description: 'Twogether Land festival, Dallas.',
    image: 3,
    ticketPriceCents: 9900,
    capacity: 400,
  },
  {
    slug: 'coachella',
    title: 'Coachella',
    month: 4,
    day: 18,
    hour: 20,
    timeZone: 'America/Los_Angeles',
    location: 'Indio, CA',
    venue: 'Empire Polo Club',
    description: 'Live at the Coachella Valley Music and Arts Festival.',
    image: 4,
    ticketPriceCents: 19900,
    capacity: 300,
  },
  {
    slug: 'vip-listening-party',
    title: 'Late Bloom VIP Listening Party',
    month: 2,
    day: 21,
    hour: 19,
    timeZone: 'America/New_York',
    location: 'New York, NY',
    venue: 'Electric Lady Studios',
    description: 'An intimate listening party and Q&A for VIP members only.',
    image: 5,
    isVipOnly: true,
    ticketPriceCents: 4900,
    capacity: 60,
  },
  {
    slug: 'velvet-hours-anniversary',
    title: 'Velvet Hours Anniversary Show',
    month: 0,
    day: 0,
    hour: 20,
    timeZone: 'America/Los_Angeles',
    location: 'Los Angeles, CA',
    venue: 'The Wiltern',
    description: 'Celebrating the debut album, front to back.',
    image: 6,
    ticketPriceCents: 6500,
    capacity: 1800,
    daysAgo: 45,
  },
  {
    slug: 'neon-psalms-tour-final',
    title: 'Neon Psalms Tour Final',
    month: 0,
    day: 0,
    hour: 20,
    timeZone: 'America/New_York',
    location: 'Brooklyn, NY',
    venue: 'Kings Theatre',
    description: 'The last night of the Neon Psalms tour.',
    image: 5,
    ticketPriceCents: 5900,
    capacity: 3000,
    daysAgo: 200,
  },
  {
    slug: 'summer-sessions',
    title: 'Summer Sessions',
    month: 0,
    day: 0,
    hour: 19,
    timeZone: 'America/Chicago',
    location: 'Chicago, IL',
    venue: 'Thalia Hall',
    description: 'An acoustic summer set.',
    image: 6,
    ticketPriceCents: 4500,
    capacity: 800,
    daysAgo: 120,
  },
];

export const eventSeeds = eventList.map((event) => ({
  ...event,
  imageAsset: generatedImage(`event-${event.image}`, [640, 1280], 16 / 9),
}));

/** Wall-clock time in a zone -> UTC instant, without a timezone library. */
function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = new Date(Date.UTC(year, month - 1, day, hour));
  const asZone = new Date(guess.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() + (asUtc.getTime() - asZone.getTime()));
}

/** The event's start: the next occurrence of its month/day after `now`, or `daysAgo` before it. */
export function seedEventDate(event: EventSeed, now: Date): Date {
  if (event.daysAgo !== undefined) {
    const past = new Date(now.getTime() - event.daysAgo * 86_400_000);
    return zonedTime(
      past.getUTCFullYear(),
      past.getUTCMonth() + 1,
      past.getUTCDate(),
      event.hour,
      event.timeZone,
    );
  }
  let year = now.getUTCFullYear();
  let date = zonedTime(year, event.month, event.day, event.hour, event.timeZone);
  while (date.getTime() <= now.getTime()) {
    year += 1;
    date = zonedTime(year, event.month, event.day, event.hour, event.timeZone);
  }
  return date;
}
