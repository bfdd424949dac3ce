// @vitest-environment jsdom
// The header's folded menu (issue 12 item 4: on a phone the menu is a button): it opens and closes by its
// button, closes on Escape with focus back on the button, on a press outside it and on following a link.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '../../src/platform/i18n';
import type { BrandBundle } from '../../src/platform/brand';
import { TestProviders, servicesStandIn } from '../support/services';
import NavMenu from '../../src/widgets/NavMenu/Widget';
import { propsOf } from '../../src/renderer/widgetDefaults';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.nav.main': 'Main', 'text.nav.menu': 'Menu', 'text.nav.openMenu': 'Open menu', 'text.nav.closeMenu': 'Close menu',
  'text.nav.casino': 'Casino', 'text.nav.promotions': 'Promotions',
} });
const brand = { menus: { menus: { main: [
  { label: 'text.nav.casino', path: '/casino' }, { label: 'text.nav.promotions', path: '/promotions' },
] } } } as unknown as BrandBundle;

function renderMenu() {
  return render(
    <TestProviders services={servicesStandIn({ brand })} i18n={i18n}>
      <NavMenu props={propsOf('NavMenu', { menu: 'main' })} emit={async () => {}} node={{ type: 'NavMenu' }} path="layout.json#/header/0" />
      <button type="button">Elsewhere</button>
    </TestProviders>,
  );
}

// jsdom has no screen width, so the folded styles (a media query) are not applied the way a phone applies
// them: queries include hidden elements; what is checked is the menu's state and focus.
afterEach(cleanup);

describe('NavMenu folded behind its button', () => {
  it('opens by its button and closes on Escape, focus back on the button', () => {
    renderMenu();
    const button = screen.getByLabelText('Open menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    screen.getByRole('link', { name: 'Promotions', hidden: true }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it, and stays open on a press inside it', () => {
    renderMenu();
    const button = screen.getByLabelText('Open menu');
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Casino', hidden: true }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when one of its links is followed', () => {
    renderMenu();
    const button = screen.getByLabelText('Open menu');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Promotions', hidden: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
