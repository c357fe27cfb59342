// The blog's posts: fixed data (dates written out, no clock), so every build renders the same page.
export const AUTHORS = {
  remy: { name: 'Remy Sharp', initials: 'RS', color: '#1565C0' },
  travis: { name: 'Travis Howard', initials: 'TH', color: '#6A1B9A' },
  cindy: { name: 'Cindy Baker', initials: 'CB', color: '#2E7D32' },
  agnes: { name: 'Agnes Walker', initials: 'AW', color: '#AD1457' },
  trevor: { name: 'Trevor Henderson', initials: 'TH', color: '#37474F' },
};

export const TAGS = ['Engineering', 'Product', 'Design', 'Company'];

export const POSTS = [
  ['Revolutionizing software development with cutting-edge tools', 'Engineering', ['remy', 'travis'], 'July 14, 2026', 'Our latest engineering tools are designed to streamline your workflow and boost productivity.'],
  ['Innovative product features that drive success', 'Product', ['cindy'], 'July 10, 2026', 'The features that set our product apart, and how they help teams reach their goals.'],
  ['Designing for the future: trends and insights', 'Design', ['travis'], 'July 2, 2026', 'The design trends shaping our products, and how to keep interfaces simple as they grow.'],
  ["Our company's journey: milestones and achievements", 'Company', ['agnes', 'trevor'], 'June 28, 2026', 'Take a look at the milestones that brought us here, and where we are heading next.'],
  ['Pioneering sustainable engineering solutions', 'Engineering', ['trevor'], 'June 20, 2026', 'How our engineering teams cut the energy our services use by a third in a year.'],
  ['Maximizing efficiency with our latest product updates', 'Product', ['remy'], 'June 12, 2026', 'The updates of this quarter, and the workflows they make faster.'],
  ['Accessible colour palettes, step by step', 'Design', ['cindy', 'agnes'], 'June 3, 2026', 'Contrast ratios, dark mode and colour blindness: a method for palettes that work for everyone.'],
  ['How we review every pull request', 'Engineering', ['travis', 'remy'], 'May 27, 2026', 'Small changes, quick reviews and tests that fail for the right reasons.'],
  ['Welcoming our new offices in Lisbon', 'Company', ['agnes'], 'May 18, 2026', 'A new home for the team, and the open positions that come with it.'],
  ['Roadmap: what ships next quarter', 'Product', ['cindy'], 'May 9, 2026', 'The features we are building now, and how your feedback shaped them.'],
  ['Typography that scales from phone to desktop', 'Design', ['trevor', 'cindy'], 'April 30, 2026', 'Fluid type sizes, line lengths and the few rules that keep text readable.'],
  ['A year of open source contributions', 'Company', ['remy', 'agnes'], 'April 21, 2026', 'What we gave back to the projects we depend on, and what we learned.'],
].map(([title, tag, authors, date, summary], i) => ({ id: i + 1, title, tag, authors, date, summary }));
