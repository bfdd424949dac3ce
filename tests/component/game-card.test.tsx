// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, cleanup } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import { GameCard, GameCardSkeleton } from '../../src/lobby/GameCard';

afterEach(cleanup);

const wrap = (ui: React.ReactNode) =>
  render(<ChakraProvider value={defaultSystem}><MemoryRouter>{ui}</MemoryRouter></ChakraProvider>);

describe('GameCard', () => {
  it('links to the game page (spec 2.1 /casino/games/{game}) and is named by the game alone', () => {
    wrap(<GameCard game={{ name: 'Golden Fortune', slug: 'golden-fortune', provider: 'Golden Reel', image: '/a.svg' }} />);
    const link = screen.getByRole('link', { name: 'Golden Fortune' });
    expect(link.getAttribute('href')).toBe('/casino/games/golden-fortune');
    expect(screen.getByRole('img', { name: 'Golden Fortune' }).getAttribute('src')).toBe('/a.svg');
    expect(screen.getByText('Golden Reel')).toBeTruthy();
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByText('Golden Reel').id);
  });

  it('shows a provider record by its name', () => {
    wrap(<GameCard game={{ name: 'X', slug: 'x', provider: { name: 'Red Fox Studios' } }} />);
    expect(screen.getByText('Red Fox Studios')).toBeTruthy();
  });

  it('the skeleton is hidden from assistive technology', () => {
    wrap(<GameCardSkeleton />);
    expect(screen.getByTestId('game-card-skeleton').getAttribute('aria-hidden')).toBe('true');
  });
});
