import type { Insertable } from 'kysely';
import type { AuthorTable } from '../store/schema.ts';
import { authorImageSize, type ImageAllocator } from './images.ts';
import type { FamilyName } from './text/family-text.ts';
import { slugify } from './text/template.ts';

interface AuthorSeed {
  name: string;
  type: 'STAFF' | 'GUEST';
  designation: string;
  pubname: string;
  beats: FamilyName[];
  bio: string;
  /** Guests without an author page have no seoname, so the site must not link them (AB-15). */
  linked?: boolean;
}

const staff = (
  name: string,
  designation: string,
  pubname: string,
  beats: FamilyName[],
  bio: string,
): AuthorSeed => ({
  name,
  type: 'STAFF',
  designation,
  pubname,
  beats,
  bio,
});

const guest = (
  name: string,
  designation: string,
  beats: FamilyName[],
  bio: string,
  linked = true,
): AuthorSeed => ({
  name,
  type: 'GUEST',
  designation,
  pubname: 'ET Contributors',
  beats,
  bio,
  linked,
});

const authorSeeds: AuthorSeed[] = [
  staff(
    'Ananya Krishnan',
    'Senior Editor, Markets',
    'ETMarkets.com',
    ['markets', 'funds'],
    'Ananya Krishnan has covered Indian equity markets for 14 years, from the 2008 crash to the retail boom. She writes the weekly Street Signals column and tracks institutional flows.',
  ),
  staff(
    'Rahul Deshpande',
    'Markets Correspondent',
    'ETMarkets.com',
    ['markets', 'crypto'],
    'Rahul reports on stocks, IPOs and derivatives from Mumbai.',
  ),
  staff(
    'Meera Iyer',
    'Assistant Editor',
    'ET Bureau',
    ['economy', 'world'],
    'Meera Iyer writes on macroeconomics, monetary policy and public finance. Before journalism she worked as an economist at a Mumbai brokerage, and still reads every RBI minute twice.',
  ),
  staff(
    'Siddharth Menon',
    'Deputy Editor, ET Prime',
    'ET Prime',
    ['prime', 'industry'],
    'Siddharth Menon leads investigations into corporate governance and capital allocation at ET Prime. His work on promoter pledges won a national business journalism award.',
  ),
  staff(
    'Pooja Batra',
    'Special Correspondent',
    'ET Bureau',
    ['wealth', 'funds'],
    'Pooja Batra helps readers make sense of tax, insurance and personal finance, and answers reader queries every Saturday.',
  ),
  staff(
    'Karthik Subramanian',
    'Senior Correspondent',
    'ET Bureau',
    ['tech'],
    'Karthik Subramanian covers startups, venture capital and the technology business from Bengaluru. He has tracked more than 200 funding rounds and a handful of spectacular collapses.',
  ),
  staff(
    'Nidhi Sharma',
    'Political Editor',
    'ET Bureau',
    ['politics'],
    'Nidhi Sharma has reported on five general elections and more state polls than she cares to count.',
  ),
  staff(
    'Aditya Rao',
    'Chief of Bureau, Defence',
    'ET Bureau',
    ['defence', 'world'],
    'Aditya Rao writes on defence, strategic affairs and the business of arms, and has embedded with all three services.',
  ),
  staff(
    'Fatima Sheikh',
    'Correspondent, NRI',
    'ET Online',
    ['nri', 'study'],
    'Fatima Sheikh writes on visas, remittances and life abroad for Indians working overseas. She previously reported from Dubai for six years.',
  ),
  staff(
    'Vivek Nambiar',
    'Senior Editor, Industry',
    'ET Bureau',
    ['industry', 'smallbiz'],
    'Vivek Nambiar tracks manufacturing, autos and energy, and has visited more factory floors than newsrooms.',
  ),
  staff(
    'Ishita Banerjee',
    'Correspondent',
    'ET Online',
    ['jobs', 'tech'],
    'Ishita covers jobs, skills and the workplace.',
  ),
  staff(
    'Gaurav Khanna',
    'Commodities Editor',
    'ETMarkets.com',
    ['markets', 'economy'],
    'Gaurav Khanna writes on gold, crude, metals and the rupee, and on the traders who move them.',
  ),
  staff(
    'Revathi Pillai',
    'Senior Analyst, ET Prime',
    'ET Prime',
    ['prime', 'funds'],
    'Revathi Pillai is a chartered accountant who reads balance sheets so that readers do not have to. She leads ET Prime’s investment ideas coverage.',
  ),
  staff(
    'Harsh Vardhan Singh',
    'Sports Business Writer',
    'ET Online',
    ['sports'],
    'Harsh writes on the money behind Indian sport, from IPL media rights to franchise valuations.',
  ),
  staff(
    'Lavanya Reddy',
    'Features Editor, Panache',
    'ET Bureau',
    ['lifestyle'],
    'Lavanya Reddy edits Panache and writes on travel, design and the habits of the very busy.',
  ),
  staff(
    'Manish Gupta',
    'Senior Editor, Economy',
    'ET Bureau',
    ['economy', 'politics'],
    'Manish Gupta has covered the finance ministry through seven Union budgets and two GST rate overhauls.',
  ),
  staff(
    'Sneha Kulkarni',
    'Correspondent, Markets',
    'ETMarkets.com',
    ['markets'],
    'Sneha covers mid-caps, small-caps and quarterly results.',
  ),
  staff(
    'Arvind Chatterjee',
    'Senior Correspondent',
    'ET Bureau',
    ['industry', 'economy'],
    'Arvind Chatterjee reports on banking, insurance and financial regulation from Kolkata and Mumbai.',
  ),
  staff(
    'Divya Natarajan',
    'Tax Editor',
    'ET Online',
    ['wealth'],
    'Divya Natarajan simplifies income tax rules and ITR filing, one reader question at a time. She has written the annual ITR filing guide for eight years.',
  ),
  staff(
    'Omar Qureshi',
    'Crypto Correspondent',
    'ETMarkets.com',
    ['crypto', 'tech'],
    'Omar Qureshi writes on digital assets, blockchain and the regulators trying to keep up with them.',
  ),
  staff(
    'Priyanka Joshi',
    'Education Correspondent',
    'ET Online',
    ['study', 'jobs'],
    'Priyanka Joshi covers higher education, entrance tests and study abroad.',
  ),
  staff(
    'Tarun Bhatia',
    'Executive Editor',
    'ET Bureau',
    ['opinion', 'learning'],
    'Tarun Bhatia writes on policy, leadership and the business of news, and curates the masterclass series.',
  ),
  guest(
    'Dr Shalini Venkatesh',
    'Former central bank economist',
    ['opinion', 'economy'],
    'Dr Shalini Venkatesh spent two decades in monetary policy research and now teaches economics at a Pune institute. Views are personal.',
  ),
  guest(
    'Col (Retd) Rajat Malhotra',
    'Defence analyst',
    ['defence', 'opinion'],
    'Col (Retd) Rajat Malhotra served 28 years in the Army and writes on military modernisation.',
  ),
  guest(
    'Nandini Sethi',
    'Certified financial planner',
    ['wealth', 'funds'],
    'Nandini Sethi runs a fee-only financial planning practice in Gurugram.',
  ),
  guest(
    'Abhishek Jain',
    'Chartered accountant',
    ['wealth'],
    'Abhishek Jain is a Mumbai-based chartered accountant specialising in personal and cross-border tax for NRIs and returning Indians. Views are his own.',
    false,
  ),
  guest(
    'Zoya Merchant',
    'Founder, a D2C brand',
    ['smallbiz', 'lifestyle'],
    'Zoya Merchant built a handloom label from a garage in Jaipur.',
    false,
  ),
  guest(
    'Prof Kunal Basu',
    'Professor of strategy',
    ['learning', 'opinion'],
    'Prof Kunal Basu teaches strategy and has advised boards on turnarounds across three continents.',
  ),
];

export const firstAuthorId = 4_001_001;

export interface SeededAuthors {
  rows: Insertable<AuthorTable>[];
  /** Staff authors per beat, for bylines. */
  byBeat: Map<FamilyName, number[]>;
  /** Guest authors per beat, for columns. */
  guestsByBeat: Map<FamilyName, number[]>;
}

export function seedAuthors(images: ImageAllocator): SeededAuthors {
  const byBeat = new Map<FamilyName, number[]>();
  const guestsByBeat = new Map<FamilyName, number[]>();
  const rows = authorSeeds.map((author, index) => {
    const id = firstAuthorId + index;
    const registry = author.type === 'GUEST' ? guestsByBeat : byBeat;
    for (const beat of author.beats) registry.set(beat, [...(registry.get(beat) ?? []), id]);
    return {
      id,
      name: author.name,
      seoname: author.linked === false ? '' : slugify(author.name),
      author_type: author.type,
      designation: author.designation,
      pubname: author.pubname,
      bio: author.bio,
      image_id: images.add(authorImageSize, 'portrait'),
    };
  });
  return { rows, byBeat, guestsByBeat };
}
