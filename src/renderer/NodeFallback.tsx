// What stands in for a node that cannot render. Developers see why and where (type, JSON pointer);
// players see a short notice in the page's own wording, never a stack trace.
import { useText } from './text';

interface Props { dev: boolean; path: string; type: string; message: string; silentInProduction?: boolean }

export function NodeFallback({ dev, path, type, message, silentInProduction }: Props) {
  const t = useText();
  if (!dev) {
    if (silentInProduction) return null;
    return (
      <div role="note" data-node-fallback={path} style={{ padding: '0.5rem', opacity: 0.7, fontSize: '0.875rem' }}>
        {t('text.common.sectionUnavailable')}
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-node-fallback={path}
      style={{ border: '2px dashed #e53e3e', color: '#e53e3e', padding: '0.5rem', fontFamily: 'monospace', fontSize: '0.8rem' }}
    >
      {type} at {path}: {message}
    </div>
  );
}
