// Sentences that fit any business story, mixed into long articles so they read less
// repetitively than a single phrasebook would allow.

export const generalSentences = [
  'The development comes at a time when {macro}.',
  'Industry executives said the next two quarters would be crucial.',
  'The company did not respond to an email seeking comment.',
  'Analysts expect the trend to continue into the next financial year.',
  'The move is likely to be watched closely by rivals.',
  'Officials said a final decision would be taken after consultations with stakeholders.',
  'Data from the last three months points to a gradual recovery.',
  'Some experts, however, remain sceptical about how long the momentum will last.',
  'The numbers were broadly in line with what most economists had expected.',
  'The shift has been driven largely by demand from smaller cities.',
  'Rating agencies have so far kept their outlook unchanged.',
  'A clearer picture is likely to emerge once the festive season data is in.',
  'The announcement was made at an event in {city} on {weekday}.',
  'Regulators have been pushing for greater disclosure in the sector.',
  'Investors have grown more selective after a strong run over the past two years.',
  'Costs remain a concern, especially for smaller players with thin margins.',
  'The plan still needs approval from shareholders and regulators.',
  'Several large companies have announced similar plans in recent months.',
  'The government has said it will review the policy after a year.',
  'Much will depend on how global conditions evolve.',
];

export const closingLines = [
  '(With inputs from agencies)',
  '(With inputs from PTI)',
  '(Views are personal)',
  '(Edited by ET Bureau)',
];
