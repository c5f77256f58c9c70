/** The 'Period' picker of the marketplace admin views: a labelled select of numeric periods. */
export function PeriodSelect({ id, value, options, onChange }: { id: string; value: number; options: readonly (readonly [number, string])[]; onChange: (value: number) => void }) {
  return (
    <>
      <label htmlFor={id}>Period</label>{' '}
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}
