// Names and phrases the generated stories draw on. Companies, brokerages, funds, startups and
// people are invented; institutions (RBI, Sebi, NSE), places and indices are real.

export const companiesBySector = {
  auto: ['Sahyadri Motors', 'Vindhya Auto Components', 'Trishul Two Wheelers'],
  banking: ['Konark Bank', 'Narmada Finance', 'Ashoka Small Finance Bank', 'Harbourline Capital'],
  'IT services': ['Indus Infotech', 'Quantica Systems', 'Nilgiri Software'],
  power: ['Kaveri Power', 'Suryoday Renewables', 'Brahmaputra Oil & Gas'],
  FMCG: ['Gulmohar Consumer', 'Saffron Foods', 'Deccan Beverages'],
  pharma: ['Shivalik Lifesciences', 'Medix Biotech', 'Aarogya Pharma'],
  cement: ['Vajra Cement', 'Meghdoot Steel', 'Ganga Rail Engineering'],
  telecom: ['Aarohan Telecom', 'Chitrakatha Media'],
  retail: ['Chowk Retail', 'Setu Logistics', 'Banjara Hotels'],
} as const;

export const sectors = Object.keys(companiesBySector) as (keyof typeof companiesBySector)[];

export const brokerages = [
  'Coromandel Securities',
  'Malabar Research',
  'Bluewater Broking',
  'Konkan Capital',
  'Sterling Ridge Securities',
];

export const analysts = [
  'Rohan Mehta',
  'Priya Nair',
  'Sandeep Kulkarni',
  'Farah Siddiqui',
  'Vikram Iyer',
  'Neha Bansal',
  'Arjun Reddy',
  'Kavita Menon',
  'Deepak Chawla',
  'Shreya Ghosh',
];

export const executives = [
  'Anil Sabharwal',
  'Meenakshi Rao',
  'Harish Venkataraman',
  'Tanvi Desai',
  'Rajiv Malhotra',
  'Sunita Agarwal',
  'Karan Oberoi',
  'Lakshmi Subramanian',
];

export const executiveTitles = [
  'managing director',
  'chief executive',
  'chief financial officer',
  'chairman',
];

export const ministers = ['Ashok Deshmukh', 'Radhika Sengupta', 'Manoj Tiwari-Rane', 'Sarita Kapoor'];

export const ministries = [
  'finance ministry',
  'commerce ministry',
  'ministry of heavy industries',
  'power ministry',
];

export const cities = [
  'Mumbai',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Gurugram',
  'Kochi',
  'Jaipur',
  'Lucknow',
  'Indore',
  'Coimbatore',
];

export const states = [
  'Maharashtra',
  'Gujarat',
  'Tamil Nadu',
  'Karnataka',
  'Uttar Pradesh',
  'Bihar',
  'Odisha',
  'Telangana',
];

export const countries = [
  'the US',
  'the UK',
  'Canada',
  'Australia',
  'Germany',
  'the UAE',
  'Singapore',
  'Ireland',
];

export const startups = [
  'PayKulam',
  'Kirana Cloud',
  'Dhaaga',
  'Shiftly',
  'Tiffinly',
  'Ledgerly',
  'Rozgar AI',
  'Orbitra Space',
];

export const startupFields = [
  'fintech',
  'B2B commerce',
  'logistics',
  'edtech',
  'healthtech',
  'SaaS',
  'climate tech',
  'spacetech',
];

export const investors = [
  'Peak Ridge Ventures',
  'Banyan Tree Partners',
  'Monsoon Capital',
  'Lotus Arc Ventures',
  'Tidewater Growth',
];

export const fundHouses = [
  'Sapphire Mutual Fund',
  'Tulip Asset Management',
  'Evergreen AMC',
  'Monsoon Mutual Fund',
];

export const funds = [
  'Sapphire Flexi Cap Fund',
  'Tulip Midcap Opportunities Fund',
  'Evergreen Small Cap Fund',
  'Monsoon Balanced Advantage Fund',
  'Sapphire Nifty 50 Index Fund',
  'Evergreen ELSS Tax Saver Fund',
];

export const fundCategories = [
  'flexi-cap',
  'mid-cap',
  'small-cap',
  'large-cap',
  'balanced advantage',
  'ELSS',
  'index',
];

export const coins = [
  'Bitcoin',
  'Ether',
  'Solana',
  'XRP',
  'Cardano',
  'Polygon',
  'Dogecoin',
  'BNB',
  'Avalanche',
  'Toncoin',
];

export const exams = ['IELTS', 'TOEFL', 'GRE', 'GMAT', 'PTE Academic', 'SAT', 'Duolingo English Test'];

export const visas = [
  'H-1B',
  'O-1',
  'EB-5',
  'UK Skilled Worker',
  'Canadian Express Entry',
  'Australian subclass 189',
  'German Opportunity Card',
  'UAE Golden Visa',
];

export const iplTeams = [
  'Mumbai Indians',
  'Chennai Super Kings',
  'Royal Challengers Bengaluru',
  'Kolkata Knight Riders',
  'Rajasthan Royals',
  'Delhi Capitals',
  'Sunrisers Hyderabad',
  'Gujarat Titans',
];

export const cricketers = [
  'Aarav Shinde',
  'Ishaan Bedi',
  'Kabir Nandakumar',
  'Yuvan Pathak',
  'Dev Rathore',
  'Samar Gill',
];

export const defenceBodies = [
  'the Indian Navy',
  'the Indian Air Force',
  'the Army',
  'DRDO',
  'the Defence Acquisition Council',
];

export const defenceKit = [
  'light utility helicopters',
  'drone interceptors',
  'next-generation corvettes',
  'radar systems',
  'artillery guns',
];

export const luxuries = [
  'single malts',
  'vintage watches',
  'Goa villas',
  'handloom saris',
  'electric sports cars',
  'wellness retreats',
];

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export const months = ['August', 'September', 'October', 'November'];

export const marketPressures = [
  'weak global cues',
  'sustained FPI selling',
  'rising US bond yields',
  'profit booking in bank stocks',
  'firm crude oil prices',
  'caution ahead of the US Fed meeting',
];

export const macroContexts = [
  'retail inflation has eased for a third straight month',
  'the RBI has kept its policy rate unchanged for six meetings',
  'private capital expenditure is yet to pick up decisively',
  'exporters are grappling with higher tariffs in key markets',
  'the government is trying to keep its fiscal deficit on a glide path',
];

export const themes = [
  'capex cycle',
  'premiumisation',
  'rural recovery',
  'China-plus-one',
  'energy transition',
  'digital payments',
];
