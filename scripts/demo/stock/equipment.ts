/**
 * Equipment items in each site language, and which cars carry them: a van has no panoramic roof, only
 * electric cars have a heat pump for the battery, winter equipment is a Nordic and Slovak thing.
 */

import type { Lang } from './catalog'

type Tag =
  /** Every car has it. */
  | 'basic'
  /** Passenger cars only. */
  | 'pc'
  /** Vans only. */
  | 'van'
  /** Mostly premium makes and upper trims. */
  | 'premium'
  /** Cars with a plug (electric and plug-in hybrid). */
  | 'plug'
  /** Electric cars only. */
  | 'electric'
  /** Cars with a combustion engine. */
  | 'combustion'
  /** Used cars only. */
  | 'used'
  /** Not offered in the UK. */
  | 'winter'

export type EquipmentItem = {
  names: Record<Lang, string>
  tags: Tag[]
  /** Items of one group exclude each other (rear sensors or sensors all round). */
  group?: string
}

function item(sv: string, nb: string, en: string, fi: string, sk: string, tags: Tag[] = [], group?: string): EquipmentItem {
  return { names: { sv, nb, en, fi, sk }, tags, group }
}

export const EQUIPMENT: EquipmentItem[] = [
  item('Luftkonditionering', 'Aircondition', 'Air conditioning', 'Ilmastointi', 'Klimatizácia', ['basic'], 'climate'),
  item('Tvåzons klimatanläggning', 'Tosone klimaanlegg', 'Dual-zone climate control', 'Kaksialueinen ilmastointiautomatiikka', 'Dvojzónová automatická klimatizácia', [], 'climate'),
  item('Elektriska fönsterhissar', 'Elektriske vinduer', 'Electric windows', 'Sähköikkunat', 'Elektrické ovládanie okien', ['basic']),
  item('Centrallås med fjärrkontroll', 'Sentrallås med fjernkontroll', 'Remote central locking', 'Kauko-ohjattava keskuslukitus', 'Centrálne zamykanie s diaľkovým ovládaním', ['basic']),
  item('Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth', ['basic']),
  item('Farthållare', 'Cruisekontroll', 'Cruise control', 'Vakionopeudensäädin', 'Tempomat', ['basic'], 'cruise'),
  item('Adaptiv farthållare', 'Adaptiv cruisekontroll', 'Adaptive cruise control', 'Mukautuva vakionopeudensäädin', 'Adaptívny tempomat', [], 'cruise'),
  item('Automatisk nödbroms', 'Automatisk nødbrems', 'Autonomous emergency braking', 'Automaattinen hätäjarrutus', 'Automatické núdzové brzdenie'),
  item('Filhållningsassistent', 'Filholdeassistent', 'Lane keeping assist', 'Kaistallapitoavustin', 'Asistent udržiavania v jazdnom pruhu'),
  item('Döda vinkeln-varnare', 'Blindsonevarsler', 'Blind spot monitoring', 'Kuolleen kulman varoitin', 'Monitorovanie mŕtveho uhla'),
  item('Trafikskyltsinformation', 'Trafikkskiltgjenkjenning', 'Traffic sign recognition', 'Liikennemerkkien tunnistus', 'Rozpoznávanie dopravných značiek'),
  item('Trötthetsvarnare', 'Trøtthetsvarsler', 'Driver attention alert', 'Väsymysvaroitin', 'Detektor únavy vodiča'),
  item('Köassistent', 'Køassistent', 'Traffic jam assist', 'Ruuhka-avustin', 'Asistent jazdy v kolóne', ['premium']),
  item('Backkamera', 'Ryggekamera', 'Reversing camera', 'Peruutuskamera', 'Cúvacia kamera', [], 'camera'),
  item('360° kamera', '360° kamera', '360° camera', '360° kamera', '360° kamera', ['premium'], 'camera'),
  item('Parkeringssensorer bak', 'Parkeringssensor bak', 'Rear parking sensors', 'Pysäköintitutka takana', 'Parkovacie senzory vzadu', [], 'sensors'),
  item('Parkeringssensorer fram och bak', 'Parkeringssensorer foran og bak', 'Front and rear parking sensors', 'Pysäköintitutkat edessä ja takana', 'Parkovacie senzory vpredu a vzadu', [], 'sensors'),
  item('Parkeringsassistent', 'Parkeringsassistent', 'Park assist', 'Pysäköintiavustin', 'Parkovací asistent', ['pc']),
  item('Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay'),
  item('Android Auto', 'Android Auto', 'Android Auto', 'Android Auto', 'Android Auto'),
  item('Navigationssystem', 'Navigasjonssystem', 'Satellite navigation', 'Navigointijärjestelmä', 'Navigačný systém'),
  item('DAB+ radio', 'DAB+ radio', 'DAB digital radio', 'DAB+ radio', 'DAB+ rádio'),
  item('Premium ljudsystem', 'Premium lydsystem', 'Premium sound system', 'Premium-äänentoistojärjestelmä', 'Prémiový audiosystém', ['premium', 'pc']),
  item('Digital instrumentpanel', 'Digitalt instrumentpanel', 'Digital instrument cluster', 'Digitaalinen mittaristo', 'Digitálny prístrojový panel'),
  item('Head-up display', 'Head-up display', 'Head-up display', 'Tuulilasinäyttö', 'Head-up displej', ['premium', 'pc']),
  item('Trådlös mobilladdning', 'Trådløs mobillading', 'Wireless phone charging', 'Langaton puhelimen lataus', 'Bezdrôtové nabíjanie telefónu'),
  item('Mobilapp för fjärrstyrning', 'Mobilapp med fjernstyring', 'Connected services app', 'Etäkäyttösovellus', 'Aplikácia na diaľkové ovládanie'),
  item('Nyckelfritt lås- och startsystem', 'Nøkkelfri låsing og start', 'Keyless entry and start', 'Avaimeton lukitus ja käynnistys', 'Bezkľúčové odomykanie a štartovanie'),
  item('Stolsvärme fram', 'Setevarme foran', 'Heated front seats', 'Etuistuinten lämmitys', 'Vyhrievané predné sedadlá'),
  item('Stolsvärme bak', 'Setevarme bak', 'Heated rear seats', 'Takaistuinten lämmitys', 'Vyhrievané zadné sedadlá', ['pc']),
  item('Rattvärme', 'Oppvarmet ratt', 'Heated steering wheel', 'Ohjauspyörän lämmitys', 'Vyhrievaný volant'),
  item('Uppvärmd vindruta', 'Oppvarmet frontrute', 'Heated windscreen', 'Tuulilasin lämmitys', 'Vyhrievané čelné sklo'),
  item('Elektriskt justerbara framstolar', 'Elektrisk justerbare forseter', 'Electrically adjustable front seats', 'Sähkösäätöiset etuistuimet', 'Elektricky nastaviteľné predné sedadlá', ['pc'], 'seats'),
  item('Elektriskt justerbar förarstol med minne', 'Elektrisk førersete med minne', "Electric driver's seat with memory", 'Sähkösäätöinen kuljettajan istuin muistilla', 'Elektricky nastaviteľné sedadlo vodiča s pamäťou', ['premium', 'pc'], 'seats'),
  item('Ventilerade framstolar', 'Ventilerte forseter', 'Ventilated front seats', 'Tuuletetut etuistuimet', 'Ventilované predné sedadlá', ['premium', 'pc']),
  item('Sportstolar', 'Sportsseter', 'Sports seats', 'Urheiluistuimet', 'Športové sedadlá', ['pc']),
  item('Läderklädsel', 'Skinninteriør', 'Leather upholstery', 'Nahkaverhoilu', 'Kožené čalúnenie', ['premium', 'pc']),
  item('Multifunktionsratt i läder', 'Multifunksjonsratt i skinn', 'Leather multifunction steering wheel', 'Nahkapäällysteinen monitoimiohjauspyörä', 'Kožený multifunkčný volant'),
  item('Ambient belysning', 'Ambientbelysning', 'Ambient lighting', 'Tunnelmavalaistus', 'Ambientné osvetlenie', ['pc']),
  item('Panoramaglastak', 'Panoramatak', 'Panoramic glass roof', 'Panoraamalasikatto', 'Panoramatická strecha', ['pc']),
  item('LED-strålkastare', 'LED-hovedlykter', 'LED headlights', 'LED-ajovalot', 'LED svetlomety', [], 'lights'),
  item('Matrix LED-strålkastare', 'Matrix LED-lys', 'Matrix LED headlights', 'Matrix LED -ajovalot', 'Matrix LED svetlomety', ['premium'], 'lights'),
  item('Regnsensor', 'Regnsensor', 'Rain-sensing wipers', 'Sadetunnistin', 'Dažďový senzor'),
  item('Automatiskt avbländande backspegel', 'Automatisk avblendbart innvendig speil', 'Auto-dimming rear-view mirror', 'Automaattisesti himmenevä taustapeili', 'Samostmievacie spätné zrkadlo'),
  item('Elektriskt infällbara backspeglar', 'Elektrisk innfellbare speil', 'Power-folding door mirrors', 'Sähköisesti taittuvat sivupeilit', 'Elektricky sklopné spätné zrkadlá'),
  item('Tonade rutor bak', 'Mørke bakruter', 'Privacy glass', 'Tummennetut takalasit', 'Tónované zadné sklá', ['pc']),
  item('Elektrisk baklucka', 'Elektrisk bakluke', 'Power tailgate', 'Sähkötoiminen takaluukku', 'Elektricky ovládané veko kufra', ['pc']),
  item('Delbart baksäte 40/20/40', 'Delbart baksete 40/20/40', '40/20/40 split rear seat', '40/20/40 jaettu takaistuin', 'Delené zadné sedadlá 40/20/40', ['pc']),
  item('Isofix', 'Isofix', 'ISOFIX child seat mounts', 'Isofix-kiinnitys', 'Isofix', ['pc']),
  item('Takrails', 'Takrails', 'Roof rails', 'Kattokiskot', 'Strešné nosiče', ['pc']),
  item('Lastnät', 'Lastenett', 'Luggage net', 'Tavaratilan verkko', 'Sieť v batožinovom priestore', ['pc']),
  item('Dragkrok', 'Hengerfeste', 'Tow bar', 'Vetokoukku', 'Ťažné zariadenie', [], 'towbar'),
  item('Elektriskt infällbar dragkrok', 'Elektrisk sammenleggbart hengerfeste', 'Electrically folding tow bar', 'Sähkötoiminen vetokoukku', 'Elektricky sklopné ťažné zariadenie', ['premium', 'pc'], 'towbar'),
  item('Luftfjädring', 'Luftfjæring', 'Air suspension', 'Ilmajousitus', 'Pneumatický podvozok', ['premium', 'pc']),
  item('Adaptiva stötdämpare', 'Adaptive støtdempere', 'Adaptive dampers', 'Säätyvä alusta', 'Adaptívne tlmiče', ['premium', 'pc']),
  item('Start/stopp-system', 'Start/stopp-system', 'Stop/start system', 'Start/stop-järjestelmä', 'Systém štart/stop', ['combustion']),
  item('Motorvärmare', 'Motorvarmer', 'Engine block heater', 'Lohkolämmitin', 'Predhrievanie motora', ['combustion', 'winter']),
  item('Kupévärmare', 'Kupévarmer', 'Cabin heater', 'Sisätilalämmitin', 'Nezávislé kúrenie', ['winter']),
  item('Vinterhjul på fälg', 'Vinterhjul på felg', 'Winter wheels', 'Talvirenkaat vanteineen', 'Zimné pneumatiky na diskoch', ['winter']),
  item('Värmepump', 'Varmepumpe', 'Heat pump', 'Lämpöpumppu', 'Tepelné čerpadlo', ['electric']),
  item('Förvärmning via app', 'Forvarming via app', 'Pre-conditioning via app', 'Esilämmitys sovelluksella', 'Predklimatizácia cez aplikáciu', ['plug']),
  item('Laddkabel typ 2', 'Ladekabel type 2', 'Type 2 charging cable', 'Tyypin 2 latauskaapeli', 'Nabíjací kábel typ 2', ['plug']),
  item('Mode 2-laddkabel för vägguttag', 'Mode 2-ladekabel for stikkontakt', 'Three-pin domestic charging cable', 'Mode 2 -latauskaapeli kotipistorasiaan', 'Nabíjací kábel do domácej zásuvky', ['plug']),
  item('Skiljevägg', 'Skillevegg', 'Full bulkhead', 'Väliseinä', 'Deliaca priečka', ['van']),
  item('Skjutdörr', 'Skyvedør', 'Sliding side door', 'Liukuovi', 'Posuvné bočné dvere', ['van']),
  item('Lastförankringsöglor', 'Lastesikringsøyer', 'Load lashing points', 'Kuorman kiinnityslenkit', 'Upevňovacie oká', ['van']),
  item('Plywoodinredning i lastutrymmet', 'Kryssfinér i lasterommet', 'Ply-lined load area', 'Vaneroitu tavaratila', 'Drevené obloženie nákladového priestoru', ['van']),
  item('Lastutrymmesbelysning LED', 'LED-lys i lasterommet', 'LED load area lighting', 'LED-valaistus tavaratilassa', 'LED osvetlenie nákladového priestoru', ['van']),
  item('Servicebok', 'Servicehefte', 'Full service history', 'Huoltokirja', 'Servisná knižka', ['used']),
  item('Två nycklar', 'To nøkler', 'Two keys', 'Kaksi avainta', 'Dva kľúče', ['used']),
]

/** The wheel item for a car: alloy wheels sized by the car's length, steel wheels on vans. */
export function wheelItem(lang: Lang, inches: number): string {
  switch (lang) {
    case 'sv':
      return `Lättmetallfälgar ${inches}"`
    case 'nb':
      return `Lettmetallfelger ${inches}"`
    case 'en':
      return `${inches}" alloy wheels`
    case 'fi':
      return `${inches}" kevytmetallivanteet`
    case 'sk':
      return `${inches}" disky z ľahkej zliatiny`
  }
}
