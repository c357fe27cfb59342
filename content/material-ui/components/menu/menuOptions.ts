/** The menu's options, kept in a module of their own: demos may import their siblings. */
export const menuOptions: readonly string[] = [
  'Show some love to MUI',
  'Show all notification content',
  'Hide sensitive notification content',
  'Hide all notification content',
];
