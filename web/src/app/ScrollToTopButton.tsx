export function ScrollToTopButton({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
