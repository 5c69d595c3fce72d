import type { Page } from "../types.ts";

/**
 * Issue 29: the patient resources' "Nutrition Plans", made real as a general healthy-eating guide
 * from ICMR-NIN's Dietary Guidelines for Indians (2024). Not a clinical diet: every figure is a fact
 * of content/facts.ts, and the page sends anyone with an illness to their doctor or dietitian.
 */
const page: Page = {
  path: "/healthy-eating",
  reviewed: "2026-11-29",
  title: "Healthy eating for the family",
  description:
    "Everyday healthy eating for Indian families from ICMR-NIN's Dietary Guidelines for Indians (2024): a day's plate, whole grains and millets, dal and vegetables, less salt, sugar and oil. General guidance, not a clinical diet.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Everyday healthy eating for the whole family",
      lead: "Simple guidance for ordinary Indian meals, from {fact:icmr-nin-dietary-guidelines} (2024): what a day's food looks like, what to eat more of, and what to cut down. For the family at home, for carers, and for anyone getting back to normal meals.",
      icon: "apple",
    },
    {
      kind: "callout",
      tone: "info",
      heading: "This is not a clinical diet",
      body: "If someone has diabetes, kidney disease, heart failure, liver disease, a swallowing problem or a food allergy, is pregnant, or is recovering from surgery, follow the diet their doctor or dietitian gives, even where it differs from this page. Kidney and heart patients may be told to limit water, salt, potassium or protein, and diabetes changes how much rice, roti and fruit fits in a meal.",
    },
    {
      kind: "stats",
      heading: "The guidelines at a glance",
      intro: "Four figures from ICMR-NIN that most families can start with this week.",
      stats: [
        {
          value: "{fact:dgi-plate-vegetables-fruits}",
          label: "of the day's food: vegetables, greens, roots and tubers, and fruit",
        },
        {
          value: "{fact:dgi-salt}",
          label: "of added salt, counting what goes into cooking",
        },
        {
          value: "{fact:dgi-water}",
          label: "of water for a healthy adult, other drinks included",
        },
        {
          value: "{fact:dgi-unhealthy-diet-burden}",
          label: "of India's disease burden comes from unhealthy diets",
          description: "ICMR-NIN's estimate, and why these small changes matter.",
        },
      ],
    },
    {
      kind: "card-grid",
      id: "my-plate",
      heading: "My Plate for the Day",
      intro:
        "ICMR-NIN's \"My Plate for the Day\" shows how a day's food for an adult divides between food groups. It is the whole day's food, spread over your meals, not one plate at one meal.",
      columns: 2,
      cards: [
        {
          title: "Vegetables and fruit: the biggest part",
          body: "Vegetables, green leafy vegetables, roots and tubers, and fruit make up {fact:dgi-plate-vegetables-fruits} of the day's food. Eat several colours every day, and whole fruit rather than juice.",
          icon: "apple",
        },
        {
          title: "Cereals and millets: the next part",
          body: "Rice, wheat, jowar, bajra, ragi and other millets. Choose whole grains and millets over maida and polished rice where you can, and let cereals give {fact:dgi-cereal-energy} of the day's energy.",
          icon: "activity",
        },
        {
          title: "Pulses, eggs, fish and meat",
          body: "Dal, rajma, chana, sprouts, eggs, fish or chicken give protein. Eating a cereal and a pulse together (dal with rice or roti, khichdi, idli) gives better protein than either alone; protein powders are not needed to build muscle.",
          icon: "heart-pulse",
        },
        {
          title: "Milk, curd, nuts and seeds, and a little oil",
          body: "Milk or curd every day for protein and calcium, a small handful of nuts and seeds such as groundnuts, til or flaxseed, and oil in moderation.",
          icon: "sparkles",
        },
      ],
    },
    {
      kind: "list",
      heading: "Cut down on these",
      style: "check",
      items: [
        {
          title: "Salt",
          body: "Use iodised salt, and keep added salt to {fact:dgi-salt}. Pickles, papad, namkeen, chips, sauces, ketchup and biscuits carry hidden salt: keep them small and occasional.",
        },
        {
          title: "Sugar",
          body: "Let sugar give {fact:dgi-sugar} of the day's energy: fewer sweets, less sugar in tea, no sugary cold drinks. Count jaggery and honey as sugar too.",
        },
        {
          title: "Oil and fried food",
          body: "Use oil in moderation; fry less, and steam, boil, roast or pressure-cook more. Go easy on ghee, butter and vanaspati.",
        },
        {
          title: "Ultra-processed and packaged foods",
          body: "Instant noodles, packaged snacks, bakery items, sugary drinks and ready-to-eat foods are often high in fat, sugar and salt. Keep them for once in a while, and read the label before you buy.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Every day",
      style: "check",
      items: [
        {
          title: "Drink enough safe water",
          body: "A healthy adult needs {fact:dgi-water}, more in hot weather. Boil water when you are not sure it is safe. Buttermilk, lemon water and coconut water are good in the heat; cold drinks are not a substitute for water.",
        },
        {
          title: "Keep food clean and fresh",
          body: "Wash your hands, and wash vegetables and fruit before cutting. Eat food freshly cooked, keep leftovers covered and cool, and heat them through before eating.",
        },
        {
          title: "Move your body",
          body: "For adults, {fact:dgi-activity} most days helps keep good health. Anyone unwell or recovering should ask the doctor how much is right for now.",
        },
      ],
    },
    {
      kind: "card-grid",
      heading: "Older adults, recovery and carers",
      intro:
        "The guidelines give older people a guideline of their own: include nutrient-rich foods. In general terms, this is what that looks like at home.",
      columns: 3,
      cards: [
        {
          title: "Older adults",
          body: "Appetite, teeth and digestion change with age. Offer smaller meals more often; soft, well-cooked food; protein from dal, milk, curd, paneer or eggs; vegetables and fruit every day; and water through the day, since thirst fades with age.",
          icon: "user-round",
        },
        {
          title: "Getting back to meals after an illness",
          body: "The body needs enough food, and enough protein, to heal and regain strength. If appetite is poor, try small portions often. Follow the diet chart given at discharge, and ask before changing it.",
          icon: "bed",
        },
        {
          title: "Carers in hospital",
          body: "Carers often live on tea and biscuits. Keep simple food with you: roti and sabzi, fruit, roasted chana and a bottle of water, and eat at regular times yourself.",
          icon: "hand-heart",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Need a diet for an illness?",
      body: "A diet for diabetes, kidney disease or recovery after surgery is made for one person, by their doctor or a dietitian. Write your questions down and take them to the next appointment.",
      actions: [
        { label: "Prepare for an appointment", href: "/medical-appointment-assistance" },
        { label: "Breathing and relaxation", href: "/breathing-practice", variant: "secondary" },
      ],
    },
  ],
};

export default page;
