/** Every TanStack Query key of the app, so invalidation never guesses a key's shape. */
export const queryKeys = {
  me: () => ['users', 'me'] as const,
  myClasses: () => ['users', 'me', 'classes'] as const,
};
