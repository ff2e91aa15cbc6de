import type { FamilyName, FamilyText } from './family-text.ts';

// Phrasebooks for opinion, lifestyle, partner content and learning.

export const featureFamilies = {
  opinion: {
    headlines: [
      'Why the {theme} needs patient capital, not slogans',
      'The RBI should look past the headline inflation number',
      'Opinion: India’s {sector} story needs a second act',
      'Small businesses need faster payments, not more loans',
      'The case for a simpler income tax code',
      'Speaking Tree: the quiet discipline of doing less',
    ],
    synopses: [
      'Policy must shift from announcing schemes to fixing the plumbing that makes them work.',
      'A view from the author, who has worked on economic policy for over two decades.',
    ],
    sentences: [
      'For all the talk of the {theme}, the numbers tell a more modest story.',
      'Policymakers would do well to remember that credibility, once lost, is hard to regain.',
      'The problem is not a lack of ambition but a lack of follow-through.',
      'India has been here before, and the lessons of that episode are worth recalling.',
      'There is a case for doing fewer things, and doing them well.',
      'Markets can stay irrational longer than most commentators expect.',
      'What is needed is a predictable framework that investors can plan around.',
      'The debate has become polarised, which helps no one.',
      'None of this is an argument for complacency.',
      'The coming year will test whether the consensus holds.',
    ],
    quotes: [
      'As an old central banker once put it, “the job is to take away the punch bowl just as the party gets going.”',
    ],
    subheads: ['The real problem', 'What should change', 'A way forward'],
    listItems: ['Fix payment delays', 'Simplify compliance', 'Invest in skills'],
    captions: ['Illustration.', 'Representative image.'],
    keywords: ['Opinion', 'Economic policy', 'ET Commentary', 'Speaking Tree'],
  },
  lifestyle: {
    headlines: [
      'Why {luxury} are the new status symbol for India’s rich',
      'Weekend getaways from {city} for a quiet winter break',
      'The founder of {startup} on running, reading and switching off',
      'Inside the boom in Indian {luxury}',
      'How {city}’s restaurants are reinventing the Sunday brunch',
    ],
    synopses: [
      'A new generation of buyers is spending on experiences and craft rather than logos.',
      'Three short trips that are easy on the calendar and the wallet.',
    ],
    sentences: [
      'Demand for {luxury} has grown {bigpct}% over the past two years, dealers say.',
      'Buyers are younger, and many are first-generation entrepreneurs.',
      'Prices start at about Rs 2 lakh and go up sharply for limited editions.',
      'The drive from {city} takes about four hours on the new expressway.',
      'Boutique hotels in the region report occupancy above 80% on winter weekends.',
      'Chefs are sourcing more produce from local farms.',
      'The founder says he has not missed his morning run in {years} years.',
    ],
    quotes: ['“People want a story behind what they buy,” said {executive}, who runs a boutique in {city}.'],
    subheads: ['Where to go', 'What it costs', 'The new buyers'],
    listItems: [
      'Best time to visit: November to February',
      'Book at least a month ahead',
      'Budget about Rs 15,000 a night',
    ],
    captions: ['A boutique hotel near {city}.', 'A collection on display in {city}.'],
    keywords: ['Panache', 'Luxury', 'Travel', 'Lifestyle'],
  },
  partner: {
    headlines: [
      'How {company} is helping farmers in {state} go digital',
      'Building the factories of the future: a conversation with {executive}',
      'Why {city} is emerging as a hub for global capability centres',
      'Sustainable packaging: the next big opportunity for Indian manufacturers',
    ],
    synopses: [
      'Brought to you in partnership with {company}.',
      'A partner feature on innovation in {sector}.',
    ],
    sentences: [
      'The programme has reached more than {jobs} farmers in {state} since its launch.',
      '{company} has partnered with local cooperatives to provide advisory services.',
      'Global capability centres in {city} employ more than {jobs} people.',
      'The company plans to expand the initiative to {count} more districts next year.',
      'Participants reported a {bigpct}% rise in yields on average.',
    ],
    quotes: [
      '“Technology works best when it solves a real problem on the ground,” said {executive} of {company}.',
    ],
    subheads: ['The programme', 'Results so far', 'The road ahead'],
    listItems: ['Reached {jobs} farmers', 'Expanding to {count} districts', 'Yields up {bigpct}%'],
    captions: ['A field demonstration in {state}.', 'Image courtesy: {company}.'],
    keywords: ['ET Spotlight', 'Partner content', 'Sustainability', 'Agritech'],
  },
  learning: {
    headlines: [
      'Masterclass: {executive} on leading through a downturn',
      'Masterclass: how to read a balance sheet in 15 minutes',
      'Leadership lessons from {company}’s turnaround',
      'Masterclass: building a portfolio for the next decade',
    ],
    synopses: ['A short course in what experienced leaders and investors wish they had known earlier.'],
    sentences: [
      '{executive} led {company} through two downturns over {years} years.',
      'The first lesson is to protect cash before protecting margins.',
      'Start with the cash flow statement; it is the hardest to dress up.',
      'A good portfolio is built on asset allocation, not stock tips.',
      'Leaders who communicate early and often keep the trust of their teams.',
      'The course has {count} modules, each under 20 minutes.',
    ],
    quotes: ['“In a crisis, speed matters more than perfection,” {executive} said.'],
    subheads: ['Lesson one', 'Lesson two', 'Putting it to work'],
    listItems: ['Protect cash first', 'Read the cash flow statement', 'Communicate early'],
    captions: ['{executive} during a session in {city}.'],
    keywords: ['Masterclass', 'Leadership', 'Investing basics'],
  },
} satisfies Partial<Record<FamilyName, FamilyText>>;
