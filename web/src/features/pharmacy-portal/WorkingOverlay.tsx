/** rules#pharmacy-portal: the full-screen spinner while signing in, signing out or submitting. */
export function WorkingOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="working-overlay" role="status" aria-live="assertive">
      <span className="working-overlay__spinner" aria-hidden="true" />
      <span>Working...</span>
    </div>
  );
}
