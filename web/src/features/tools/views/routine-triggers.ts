/** Habit anchors for taking medication: an existing daily act the dose is tied to. */
export type TimeOfDay = 'morning' | 'midday' | 'evening' | 'bedtime';

export interface RoutineTrigger {
  anchor: string;
  timeOfDay: TimeOfDay;
  /** A usual clock time, prefilled in the reminder sign-up. */
  usualTime: string;
  tip: string;
}

export const ROUTINE_TRIGGERS: RoutineTrigger[] = [
  { anchor: 'After brushing your teeth in the morning', timeOfDay: 'morning', usualTime: '07:00', tip: 'Keep the bottle next to the toothpaste (away from shower steam).' },
  { anchor: 'With your first coffee or tea', timeOfDay: 'morning', usualTime: '07:30', tip: 'Put the pill box beside the kettle or coffee maker.' },
  { anchor: 'When you feed a pet in the morning', timeOfDay: 'morning', usualTime: '07:00', tip: 'Store the medication on the shelf with the pet food.' },
  { anchor: 'Before you leave for work or school', timeOfDay: 'morning', usualTime: '08:00', tip: 'Keep it with your keys, wallet or phone charger.' },
  { anchor: 'At lunch', timeOfDay: 'midday', usualTime: '12:30', tip: 'A small labelled container in your bag works for a midday dose.' },
  { anchor: 'When you check the mail', timeOfDay: 'midday', usualTime: '14:00', tip: 'Useful for doses that need to be apart from meals.' },
  { anchor: 'When you sit down for dinner', timeOfDay: 'evening', usualTime: '18:30', tip: 'For doses taken with food; keep them on the table or counter.' },
  { anchor: 'When you start the dishwasher', timeOfDay: 'evening', usualTime: '20:00', tip: 'A fixed evening chore makes a reliable anchor.' },
  { anchor: 'When the evening news or a show starts', timeOfDay: 'evening', usualTime: '21:00', tip: 'Set the pill box by the remote.' },
  { anchor: 'When you plug in your phone for the night', timeOfDay: 'bedtime', usualTime: '22:00', tip: 'Keep the bottle by the charger.' },
  { anchor: 'After brushing your teeth at night', timeOfDay: 'bedtime', usualTime: '22:30', tip: 'Pair it with the last thing you do before bed.' },
  { anchor: 'When you set your alarm', timeOfDay: 'bedtime', usualTime: '22:45', tip: 'The alarm app can double as a reminder.' },
];
