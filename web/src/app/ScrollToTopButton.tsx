import { useT } from '../i18n/use-t';

export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const t = useT();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
