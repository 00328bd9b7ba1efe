/**
 * The 22 template codes an operator's site can take, the one list of them: the front end's
 * designs (app/themes/templates.ts) are keyed by these codes, the demo seed makes one operator
 * of each, and the gallery shows each.
 */
export const TEMPLATE_CODES = [
  'casino1',
  'casino2',
  'casino3',
  'casino4',
  'casino5',
  'casino6',
  'casino7',
  'casino8',
  'casino9',
  'slot1',
  'slot2',
  'slot3',
  'slot4',
  'slot5',
  'slot6',
  'slot7',
  'slot8',
  'slot9',
  'sportsbook1',
  'sportsbook2',
  'sportsbook3',
  'sportsbook4',
] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];
