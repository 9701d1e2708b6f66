/**
 * Leaving the app for another site (the sign-in provider's page). An object, so a test can watch
 * it: jsdom cannot navigate, and `window.location.assign` itself cannot be replaced.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
