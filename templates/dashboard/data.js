// The dashboard's data: computed from fixed formulas (no randomness, no clock), so every build renders the same page.
export const DAYS = Array.from({ length: 30 }, (_, i) => `Apr ${i + 1}`);
const wave = (i, base, amplitude, period, phase = 0) => Math.round(base + amplitude * Math.sin((i + phase) / period) + (i * base) / 60);

export const STATS = [
  { title: 'Users', value: '14k', trend: 'up', change: '+25%', data: DAYS.map((_, i) => wave(i, 300, 80, 3)) },
  { title: 'Conversions', value: '325', trend: 'down', change: '-25%', data: DAYS.map((_, i) => wave(i, 900, 200, 4, 5) - i * 12) },
  { title: 'Event count', value: '200k', trend: 'neutral', change: '+5%', data: DAYS.map((_, i) => wave(i, 500, 60, 2.5, 2)) },
];

export const SESSIONS = {
  direct: DAYS.map((_, i) => wave(i, 300, 90, 4)),
  referral: DAYS.map((_, i) => wave(i, 500, 120, 5, 3)),
  organic: DAYS.map((_, i) => wave(i, 800, 150, 6, 1)),
};

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
export const PAGE_VIEWS = {
  views: MONTHS.map((_, i) => 2000 + ((i * 1373) % 1700)),
  downloads: MONTHS.map((_, i) => 1200 + ((i * 911) % 1300)),
};

const PAGES = ['Homepage overview', 'Product details', 'Checkout process', 'User profile', 'Blog article', 'Pricing', 'Help center', 'Search results'];
const STATUSES = ['Online', 'Offline'];
/** 60 rows of page statistics. */
export const ROWS = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  pageTitle: `${PAGES[i % PAGES.length]} ${Math.floor(i / PAGES.length) + 1}`,
  status: STATUSES[(i * 7) % 5 === 0 ? 1 : 0],
  users: 1000 + ((i * 7919) % 20000),
  eventCount: 5000 + ((i * 104729) % 90000),
  viewsPerUser: Math.round((1 + ((i * 37) % 90) / 10) * 10) / 10,
  averageTime: `${1 + ((i * 13) % 9)}m ${(i * 17) % 60}s`,
}));
