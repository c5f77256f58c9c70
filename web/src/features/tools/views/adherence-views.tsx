import { Link } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import type { ResponseOf } from '../../../../../shared/contract';
import type { toolsPillPacksContract, toolsScheduleOptionsContract } from '../../../../../shared/contracts/tools-regimen';
import { DataTable } from './parts';
import type { ToolResultProps } from '../tool-types';
import { ROUTINE_TRIGGERS, type TimeOfDay } from './routine-triggers';

/** Result views of the adherence helpers. */
type Answer = 'no' | 'sometimes' | 'yes';
type SelfCheck = Record<'cost' | 'sideEffects' | 'forgetting' | 'doses' | 'refills', Answer>;

const STEPS: Record<keyof SelfCheck, { title: string; text: string; links: [string, string][] }> = {
  cost: {
    title: 'Lower the cost',
    text: 'Compare coupon prices near you, ask about the generic or a cheaper drug of the same class, and check a 90-day supply.',
    links: [['/irxsavvy/drug-alternatives', 'Cheaper alternatives'], ['/irxsavvy/use-90-or-30-day-supply', '90 or 30 day supply?'], ['/irxsavvy/charity-options', 'Assistance programs']],
  },
  sideEffects: {
    title: 'Talk about side effects',
    text: 'Do not stop on your own: a prescriber can change the dose, the time of day, or the drug. Write down when the side effect happens.',
    links: [['/irxsavvy/medguide', 'Medication guide warnings'], ['/irxsavvy/equivalent-effects', 'Drugs with equivalent effects']],
  },
  forgetting: {
    title: 'Make doses hard to forget',
    text: 'Tie each dose to something you already do every day, and let a reminder nudge you.',
    links: [['/irxsavvy/list-common-routine-triggers', 'Routine triggers'], ['/irxsavvy/sign-up-for-medication-reminders', 'Medication reminders']],
  },
  doses: {
    title: 'Fewer doses a day',
    text: 'Once-daily versions and combination pills can cut the number of times you take medicine; ask your prescriber.',
    links: [['/irxsavvy/change-multi-pill-frequencies', 'Simplify my schedule'], ['/irxsavvy/alternative-medication-frequencies', 'Alternatives taken less often'], ['/irxsavvy/change-delivery-to-pill-packs', 'Pill packs']],
  },
  refills: {
    title: 'Never run out',
    text: 'A refill notice three days ahead, a 90-day supply or mail order all help.',
    links: [['/irxsavvy/sign-up-for-refill-notifications', 'Refill notifications'], ['/irxsavvy/patient-copay-with-mail-order', 'Mail order vs retail']],
  },
};

export function SelfCheckView({ data }: ToolResultProps<SelfCheck, SelfCheck>) {
  const needs = (Object.keys(STEPS) as (keyof SelfCheck)[]).filter((k) => data[k] !== 'no').sort((a, b) => Number(data[b] === 'yes') - Number(data[a] === 'yes'));
  if (!needs.length) {
    return <p>Nothing is getting in the way: keep going. If that changes, come back, or sign up for a <Link to="/irxsavvy/sign-up-for-medication-check-in">monthly check-in</Link>.</p>;
  }
  return (
    <div>
      <h2>Your next steps</h2>
      <ul className="next-steps">
        {needs.map((k) => (
          <li key={k}>
            <strong>{STEPS[k].title}</strong>
            {data[k] === 'yes' ? ' (most important)' : ''}
            <p>{STEPS[k].text}</p>
            <p>
              {STEPS[k].links.map(([href, label], i) => (
                <span key={href}>
                  {i ? ' · ' : ''}
                  <Link to={href}>{label}</Link>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="tool-muted">Questions? Our pharmacy team answers at {BRAND.phoneLabel}.</p>
    </div>
  );
}

type Schedule = ResponseOf<typeof toolsScheduleOptionsContract>;

export function ScheduleView({ data }: ToolResultProps<unknown, Schedule>) {
  const dosesNow = data.meds.reduce((sum, m) => sum + m.timesPerDay, 0);
  const momentsNow = Math.max(0, ...data.meds.map((m) => m.timesPerDay));
  const simplified = data.meds.map((m) => ({ ...m, proposed: m.onceDailyAlternatives.length ? 1 : m.timesPerDay }));
  const momentsAfter = Math.max(0, ...simplified.map((m) => m.proposed));
  return (
    <div>
      <DataTable
        caption="Your medications and what to ask about"
        rows={simplified}
        rowKey={(m) => m.name}
        columns={[
          { header: 'Medication', cell: (m) => (m.found ? m.generic : `${m.name} (not in our catalog)`) },
          { header: 'Times a day now', cell: (m) => m.timesPerDay, num: true },
          { header: 'Once-daily options in the same class', cell: (m) => m.onceDailyAlternatives.join(', ') || '—' },
        ]}
      />
      {data.combinations.length ? (
        <>
          <h2>Combination products</h2>
          <ul>
            {data.combinations.map((c) => (
              <li key={c.product}>
                <Link to={`/${encodeURIComponent(c.product.replace(/ \(.*\)$/, ''))}`}>{c.product}</Link> combines {c.replaces.join(' and ')} in one pill.
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="calc-verdict">
        Now: {dosesNow} doses a day at up to {momentsNow} different times. Asking about the options above could bring it to {momentsAfter} time
        {momentsAfter === 1 ? '' : 's'} a day, for example all once-daily medicines together after breakfast.
      </p>
      <p>
        Take the list to your prescriber or pharmacist; a <Link to="/irxsavvy/change-medication-instructions?change=once-daily">printable note</Link> can help.
      </p>
    </div>
  );
}

type PillPacks = ResponseOf<typeof toolsPillPacksContract>;

export function PillPacksView({ data }: ToolResultProps<unknown, PillPacks>) {
  return (
    <div>
      <p>
        Adherence packaging puts each dose in its own dated blister or pouch (“Monday 8 AM”), so you can see at a glance whether you took it. Most
        pharmacies that offer it charge nothing extra; your prescriptions must be synchronised to refill on the same day.
      </p>
      <DataTable
        caption={`Pharmacies near ${data.zip}`}
        rows={data.pharmacies}
        rowKey={(p) => `${p.name}-${p.address}`}
        columns={[
          { header: 'Pharmacy', cell: (p) => p.name },
          { header: 'Pill packs', cell: (p) => (p.packaging === 'offered' ? 'Usually offered' : 'Ask this store') },
          { header: 'Address', cell: (p) => p.address },
          { header: 'Phone', cell: (p) => (p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : '—') },
          { header: 'Miles', cell: (p) => p.distance.toFixed(2), num: true },
        ]}
      />
      <h2>How to ask</h2>
      <ol className="calc-steps">
        <li>Call the pharmacy and ask for “adherence packaging” or “multi-dose packaging”, and whether they synchronise refills.</li>
        <li>Transfer all your prescriptions to that pharmacy (<Link to="/prescription-transfer">Prescription transfer</Link>).</li>
        <li>Bring a list of every medicine and the times you take them; the pharmacist checks it with your prescriber.</li>
      </ol>
      <p className="tool-muted">By mail: {data.mailOrder.map((m) => m.name).join(', ')} can ship doses sorted by day and time.</p>
      {data.pharmacies.some((p) => p.sample) ? <p className="tool-muted">The pharmacy directory shown here is sample data.</p> : null}
    </div>
  );
}

interface NoteInput {
  drugName: string;
  change: '90-day' | 'generic' | 'once-daily' | 'pill-packs' | 'refills';
  patient?: string;
  prescriber?: string;
  reason?: string;
}

const REQUESTS: Record<NoteInput['change'], (drug: string) => string> = {
  '90-day': (d) => `Could you write my prescription for ${d} as a 90-day supply, with refills?`,
  generic: (d) => `Could you allow the generic version of ${d} (no "dispense as written")?`,
  'once-daily': (d) => `Is there a once-daily version of ${d}, or another once-daily option, that would work for me?`,
  'pill-packs': (d) => `I would like my pharmacy to dispense ${d} and my other medicines in adherence packaging; could you note this on my prescriptions and synchronise their refills?`,
  refills: (d) => `Could you add refills to my prescription for ${d} so I do not run out between visits?`,
};

export function PrescriberNoteView({ data }: ToolResultProps<NoteInput, NoteInput>) {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div>
      <article className="prescriber-note" aria-label="Note to your prescriber">
        <p>{today}</p>
        <p>Dear {data.prescriber || 'Doctor'},</p>
        <p>{REQUESTS[data.change](data.drugName)}</p>
        {data.reason ? <p>The reason: {data.reason}</p> : null}
        <p>Thank you for considering it.</p>
        <p>{data.patient || '______________________'}</p>
      </article>
      <p>
        <button type="button" className="button" onClick={() => window.print()}>
          Print the note
        </button>
      </p>
    </div>
  );
}

export function RoutineTriggersView({ data }: ToolResultProps<unknown, { timeOfDay: 'any' | TimeOfDay }>) {
  const rows = ROUTINE_TRIGGERS.filter((t) => data.timeOfDay === 'any' || t.timeOfDay === data.timeOfDay);
  return (
    <ul className="next-steps">
      {rows.map((t) => (
        <li key={t.anchor}>
          <strong>{t.anchor}</strong> <span className="tool-muted">({t.timeOfDay})</span>
          <p>{t.tip}</p>
          <Link to={`/irxsavvy/sign-up-for-medication-reminders?time=${t.usualTime}`}>Remind me at {t.usualTime}</Link>
        </li>
      ))}
    </ul>
  );
}
