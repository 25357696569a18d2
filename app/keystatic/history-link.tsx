'use client';
import { useSyncExternalStore } from 'react';
import { entryAtEditorPath, historyAddress } from '@/server/history/address';

/**
 * "History of this entry", on every entry's screen of the editor: Keystatic has no place for a
 * link of ours in its screens, so the wrapper draws it over the foot of its side bar. Keystatic
 * moves between screens with `history.pushState`, which the Navigation API reports
 * (`currententrychange`); where a browser lacks it, the address is read twice a second.
 */

interface NavigationLike extends EventTarget {
  currentEntry: unknown;
}

function subscribe(changed: () => void): () => void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  window.addEventListener('popstate', changed);
  navigation?.addEventListener('currententrychange', changed);
  const timer = navigation ? undefined : window.setInterval(changed, 500);
  return () => {
    window.removeEventListener('popstate', changed);
    navigation?.removeEventListener('currententrychange', changed);
    if (timer) window.clearInterval(timer);
  };
}

const pathname = () => window.location.pathname;
const noPath = () => '';

export function HistoryLink() {
  const path = useSyncExternalStore(subscribe, pathname, noPath);
  const entry = entryAtEditorPath(path);
  if (!entry) return null;
  return (
    <nav
      aria-label="This entry"
      style={{
        position: 'fixed',
        // Over the side bar's foot, clear of the development server's badge under `next dev`.
        insetInlineStart: 16,
        insetBlockEnd: 72,
        zIndex: 10,
      }}
    >
      <a
        href={historyAddress(entry)}
        style={{
          display: 'inline-block',
          padding: '10px 16px',
          borderRadius: 8,
          border: '1px solid #57606a',
          background: 'Canvas',
          color: 'LinkText',
          font: '500 14px/20px system-ui, sans-serif',
        }}
      >
        History of this entry
      </a>
    </nav>
  );
}
