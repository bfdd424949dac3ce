// @vitest-environment jsdom
// npm run dev's widget gallery (issue 25 item 4): every widget folder's example.json, rendered by the renderer
// with its JSON beside it, and a filter to find one.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WidgetGalleryView, allGalleryEntries } from '../../src/dev/WidgetGallery';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import { outsideMessage } from '../../src/renderer/widgetDefaults';
import { widgetInside } from '../../src/generated/widgetMarkers';

const folders = readdirSync(join(__dirname, '../../src/widgets'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('the widget gallery', () => {
  it('has every widget folder', () => {
    expect(allGalleryEntries().map((e) => e.type)).toEqual(folders);
  });

  it("shows each widget that must be inside another (x-inside) inside it, so the renderer does not refuse it", () => {
    const entries = allGalleryEntries();
    const inside = entries.filter((e) => e.inside);
    expect(inside.map((e) => e.type)).toEqual(Object.keys(widgetInside).sort());
    for (const entry of entries) {
      expect(outsideMessage(entry.type, entry.node.type === entry.type ? [] : [entry.node.type]), entry.type).toBeNull();
    }
    // What the renderer would say of the example alone.
    expect(outsideMessage('DepositAmount', [])).toMatch(/must be inside a Deposit node/);
  });

  it("renders each example through the renderer with its JSON, and finds a widget by name or description", async () => {
    const entries = allGalleryEntries().filter((e) => e.type === 'Button' || e.type === 'Text');
    renderWith(<WidgetGalleryView entries={entries} />, () => ({}), undefined, '/', { renderer: rendererStandIn({ dev: true }) });
    const button = within(screen.getByTestId('gallery-Button')).getByRole('button', { name: en('text.auth.login') });
    expect(button).toBeTruthy();
    expect(screen.getByLabelText('Button example.json').textContent).toBe(JSON.stringify(entries[0].example, null, 2));
    expect(screen.getByTestId('gallery-Text').textContent).not.toBe('');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a widget' }), { target: { value: 'paragraph' } });
    await waitFor(() => expect(screen.queryByTestId('gallery-Button')).toBeNull());
    expect(screen.getByTestId('gallery-Text')).toBeTruthy();
  });
});
