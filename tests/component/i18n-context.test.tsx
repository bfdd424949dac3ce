// @vitest-environment jsdom
// spec 7 CMS texts that arrive later, and a language change: every text on the page updates.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, setLanguage } from '../../src/platform/i18n';
import { I18nProvider } from '../../src/platform/i18nContext';
import { useText } from '../../src/renderer/text';
import { memo } from 'react';

const Label = memo(function Label() {
  const t = useText();
  return <p>{t('text.hello', { name: 'Ana' })}</p>;
});

describe('texts in React', () => {
  it('renders again with the new texts when CMS texts arrive or the language changes', async () => {
    const i18n = createI18n({ locale: 'en', texts: { 'text.hello': 'Hello {{name}}' }, fallbackTexts: {} });
    render(<I18nProvider i18n={i18n}><Label /></I18nProvider>);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    await act(() => setLanguage(i18n, 'en', { 'text.hello': 'Hi {{name}}' }));
    expect(screen.getByText('Hi Ana')).toBeTruthy();
    await act(() => setLanguage(i18n, 'de', { 'text.hello': 'Hallo {{name}}' }));
    expect(screen.getByText('Hallo Ana')).toBeTruthy();
  });
});
