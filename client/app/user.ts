/** The single fixed user of the app (spec part 1 §1: no sign-in screen). */
export const USER = {
  name: 'Jordan Reyes',
  role: 'Project Manager',
} as const;
