// Leaving the site for the payment provider (a card's 3DS page): one seam, so component tests can see
// where the page would go (jsdom cannot navigate, and its location cannot be spied on).
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
