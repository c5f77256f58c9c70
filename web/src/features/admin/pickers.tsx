import type { PharmacyOption } from '../../../../shared/contracts/admin';

/** The drug's formulations (label, form, strength) by NDC. */
export function FormulationPicker({ formulations, value, onChange }: { formulations: { ndc: string; label: string }[]; value: string; onChange: (ndc: string) => void }) {
  return (
    <div className="admin-form__field">
      <label htmlFor="admin-formulation">Formulation</label>
      <select id="admin-formulation" value={value} onChange={(e) => onChange(e.target.value)}>
        {formulations.map((f) => (
          <option key={f.ndc} value={f.ndc}>
            {f.label} (NDC {f.ndc})
          </option>
        ))}
      </select>
    </div>
  );
}

export function PharmacyPicker({ pharmacies, value, onChange }: { pharmacies: PharmacyOption[]; value: string; onChange: (npi: string) => void }) {
  return (
    <div className="admin-form__field admin-form__field--wide">
      <label htmlFor="admin-pharmacy">Pharmacy (nearest first)</label>
      <select id="admin-pharmacy" value={value} onChange={(e) => onChange(e.target.value)} disabled={!pharmacies.length}>
        {pharmacies.map((p) => (
          <option key={p.npi} value={p.npi}>
            {p.name}, {p.address} ({p.distance.toFixed(1)} mi)
          </option>
        ))}
      </select>
    </div>
  );
}
