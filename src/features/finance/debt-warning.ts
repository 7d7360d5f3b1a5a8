/**
 * The warning Swedish consumer-credit marketing must carry, clearly and prominently (the consumer-debt warning
 * block, the car page's finance box). Its wording is fixed and always Swedish: it is for Swedish sites, and
 * editors must not be able to water it down.
 */
export const DEBT_WARNING = {
  heading: 'Att låna kostar pengar!',
  risk: 'Om du inte kan betala tillbaka skulden i tid riskerar du betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån.',
  debtAdvice: 'Om du har svårt att betala dina skulder kan du få gratis hjälp av budget- och skuldrådgivningen i din kommun.',
  compareAdvice: 'Jämför alltid den effektiva räntan och vad lånet kostar totalt innan du bestämmer dig.',
} as const

export const KONSUMENTVERKET_URL = 'https://www.konsumentverket.se'
export const HALLA_KONSUMENT_URL = 'https://www.hallakonsument.se'
