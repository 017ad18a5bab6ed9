import { defined, LICENCE_CLASSES, licenceClassNames, type LicenceStatus, type LicensedClass } from '@consent/domain';

/**
 * The demo Licensed Building Practitioners register behind the local LBP provider: a few named
 * practitioners the tests and the demo rely on, then a few hundred generated from a fixed seed, so
 * every start (and every machine) has the same register. Names, places and postcodes are New
 * Zealand's; phone numbers are shaped like NZ mobiles and landlines; email addresses use the
 * reserved example domains, so nobody real is contacted from a demo.
 */
interface SeedPractitioner {
  lbpNumber: string;
  names: string;
  phoneNumber: string;
  emailAddress: string;
  suburb: string;
  postCode: string;
  townOrCity: string;
  licensedClasses: LicensedClass[];
}

export const LBP_REGISTER_SIZE = 300;

/** Named practitioners: one class, several current classes (the dialog), and none active (refused). */
export const namedPractitioners: SeedPractitioner[] = [
  {
    lbpNumber: 'BP104233',
    names: 'Hemi Walker',
    phoneNumber: '021 448 2093',
    emailAddress: 'hemi.walker@example.co.nz',
    suburb: 'Riccarton',
    postCode: '8011',
    townOrCity: 'Christchurch',
    licensedClasses: [{ className: 'Carpentry', status: 'current' }],
  },
  {
    lbpNumber: 'BP118822',
    names: 'Mere Tane',
    phoneNumber: '027 331 8820',
    emailAddress: 'mere.tane@example.co.nz',
    suburb: 'Frankton',
    postCode: '3204',
    townOrCity: 'Hamilton',
    licensedClasses: [
      { className: 'Carpentry', status: 'current' },
      { className: 'Site 2', status: 'current' },
      { className: 'Foundations', status: 'suspended' },
    ],
  },
  {
    lbpNumber: 'BP127450',
    names: 'Rawiri Parata',
    phoneNumber: '09 376 5512',
    emailAddress: 'rawiri.parata@example.co.nz',
    suburb: 'Grey Lynn',
    postCode: '1021',
    townOrCity: 'Auckland',
    licensedClasses: [
      { className: 'Roofing - Membrane Roofing', status: 'suspended' },
      { className: 'Design 2', status: 'cancelled' },
    ],
  },
  {
    lbpNumber: 'BP131905',
    names: 'Sione Fifita',
    phoneNumber: '04 472 9031',
    emailAddress: 'sione.fifita@example.co.nz',
    suburb: 'Te Aro',
    postCode: '6011',
    townOrCity: 'Wellington',
    licensedClasses: [{ className: 'Design 3', status: 'current' }],
  },
];

const FIRST_NAMES = [
  'Aroha',
  'Hemi',
  'Tama',
  'Wiremu',
  'Ngaio',
  'Anahera',
  'Manaia',
  'Kahu',
  'Rangi',
  'Tui',
  'Nikau',
  'Mereana',
  'James',
  'Oliver',
  'Jack',
  'William',
  'Liam',
  'Noah',
  'Lucas',
  'Hamish',
  'Angus',
  'Sam',
  'Ben',
  'Tom',
  'Charlotte',
  'Olivia',
  'Isla',
  'Amelia',
  'Sophie',
  'Emma',
  'Grace',
  'Ruby',
  'Ella',
  'Harper',
  'Jess',
  'Kate',
  'Sione',
  'Tevita',
  'Losa',
  'Malia',
  'Ioane',
  'Mele',
  'Rajesh',
  'Priya',
  'Wei',
  'Mei',
  'Jun',
  'Arjun',
  'Dylan',
  'Connor',
];
const LAST_NAMES = [
  'Walker',
  'Smith',
  'Wilson',
  'Taylor',
  'Brown',
  'Williams',
  'Thompson',
  'Anderson',
  'Campbell',
  'Stewart',
  'Robertson',
  'MacDonald',
  'Young',
  'Mitchell',
  'Harris',
  'Clarke',
  'Hughes',
  'Ngata',
  'Parata',
  'Tipene',
  'Horomona',
  'Te Whata',
  'Rewiti',
  'Paewai',
  'Kereama',
  'Tawhiri',
  'Fifita',
  'Tuilagi',
  'Faleolo',
  'Leota',
  'Patel',
  'Singh',
  'Chen',
  'Wang',
  'Li',
  'Kumar',
  'Nguyen',
  'Kim',
  'Fraser',
  'Morrison',
  'Sinclair',
  'Gallagher',
];
/** Suburb, postcode, town or city. */
const PLACES: [string, string, string][] = [
  ['Ponsonby', '1011', 'Auckland'],
  ['Mount Eden', '1024', 'Auckland'],
  ['Takapuna', '0622', 'Auckland'],
  ['Henderson', '0612', 'Auckland'],
  ['Papakura', '2110', 'Auckland'],
  ['Howick', '2014', 'Auckland'],
  ['Hillcrest', '3216', 'Hamilton'],
  ['Rototuna', '3210', 'Hamilton'],
  ['Mount Maunganui', '3116', 'Tauranga'],
  ['Papamoa', '3118', 'Tauranga'],
  ['Glenholme', '3010', 'Rotorua'],
  ['Tokoroa', '3420', 'Tokoroa'],
  ['Thames', '3500', 'Thames'],
  ['Kensington', '0112', 'Whangārei'],
  ['Fitzroy', '4312', 'New Plymouth'],
  ['Taradale', '4112', 'Napier'],
  ['Hokowhitu', '4410', 'Palmerston North'],
  ['Karori', '6012', 'Wellington'],
  ['Johnsonville', '6037', 'Wellington'],
  ['Petone', '5012', 'Lower Hutt'],
  ['Stoke', '7011', 'Nelson'],
  ['Papanui', '8053', 'Christchurch'],
  ['Halswell', '8025', 'Christchurch'],
  ['Sumner', '8081', 'Christchurch'],
  ['Rolleston', '7614', 'Rolleston'],
  ['Mosgiel', '9024', 'Dunedin'],
  ['Roslyn', '9010', 'Dunedin'],
  ['Frankton', '9300', 'Queenstown'],
  ['Invercargill', '9810', 'Invercargill'],
  ['Greymouth', '7805', 'Greymouth'],
];
const EMAIL_DOMAINS = ['example.co.nz', 'example.nz', 'example.com'];

/** mulberry32: a small, well-known deterministic generator; the register must not change between starts. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => defined(list[int(list.length)], 'a pick from a non-empty list');
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  return { next, int, pick, digits };
}

/** Mostly current; some suspended or cancelled, so some practitioners have no active class. */
function statusOf(roll: number): LicenceStatus {
  if (roll < 0.82) return 'current';
  return roll < 0.91 ? 'suspended' : 'cancelled';
}

/** Carpentry and Site are the commonest licences, as on the real register. */
const CLASS_WEIGHTS: Record<string, number> = {
  Design: 2,
  Site: 3,
  Carpentry: 6,
  Roofing: 2,
  'External Plastering': 1,
  'Brick and Blocklaying': 1,
  Foundations: 1,
};

export function generatedPractitioners(
  count = LBP_REGISTER_SIZE - namedPractitioners.length,
  seed = 20_240_611,
): SeedPractitioner[] {
  const r = generator(seed);
  const weighted = LICENCE_CLASSES.flatMap((c) => Array.from({ length: CLASS_WEIGHTS[c.name] ?? 1 }, () => c));
  const taken = new Set(namedPractitioners.map((p) => p.lbpNumber));
  const out: SeedPractitioner[] = [];
  for (let i = 0; out.length < count; i++) {
    // 7919 is prime to 900000, so these numbers never repeat within the BP100000..BP999999 range.
    const lbpNumber = `BP${100000 + ((i * 7919 + 4127) % 900000)}`;
    if (taken.has(lbpNumber)) continue;
    taken.add(lbpNumber);
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const [suburb, postCode, townOrCity] = r.pick(PLACES);
    const roll = r.next();
    const classCount = roll < 0.6 ? 1 : roll < 0.9 ? 2 : 3;
    const classes = new Map<string, LicensedClass>();
    while (classes.size < classCount) {
      const definition = r.pick(weighted);
      if (classes.has(definition.name)) continue;
      classes.set(definition.name, { className: r.pick(licenceClassNames(definition)), status: statusOf(r.next()) });
    }
    const mobile = r.next() < 0.7;
    out.push({
      lbpNumber,
      names: `${first} ${last}`,
      phoneNumber: mobile
        ? `02${r.pick(['1', '2', '7'])} ${r.digits(3)} ${r.digits(4)}`
        : `0${r.pick(['3', '4', '6', '7', '9'])} ${r.digits(3)} ${r.digits(4)}`,
      emailAddress: `${first}.${last}${r.int(100)}@${r.pick(EMAIL_DOMAINS)}`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      suburb,
      postCode,
      townOrCity,
      licensedClasses: [...classes.values()],
    });
  }
  return out;
}

export const demoLbpRegister = (): SeedPractitioner[] => [...namedPractitioners, ...generatedPractitioners()];
