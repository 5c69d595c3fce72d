import type { Page } from "../types.ts";

const page: Page = {
  path: "/stream-selection-guide",
  reviewed: "2026-11-23",
  title: "Stream selection guide",
  description:
    "Science, commerce or arts after Class 10? Career paths, competition and real numbers for each stream: IIT, NIT and MBBS seats, board results, CA passes and government jobs with pay in LPA, each with its source.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "Choosing your stream after Class 10",
      lead: "About {fact:class-12-candidates} students sit Class 12 exams in India every year. The stream you pick now shapes the exams you can take and the courses you can join. Here are the careers, the competition and the real numbers for each, so you can choose with your eyes open.",
      icon: "compass",
    },
    {
      kind: "stats",
      heading: "How Class 12 students split across streams",
      intro:
        "How many Class 12 students took each stream in 2022, as the Ministry of Education counted them across 60 school boards. The split differs a lot from state to state, so your own school and board may look very different.",
      stats: [
        {
          value: "{fact:science-students-2022}",
          label: "Science",
          description: "Physics and chemistry, with mathematics (PCM), biology (PCB) or both.",
        },
        {
          value: "{fact:commerce-students-2022}",
          label: "Commerce",
          description: "Accountancy, business studies and economics, with or without mathematics.",
        },
        {
          value: "{fact:arts-students-2022}",
          label: "Arts (humanities)",
          description:
            "History, political science, geography, psychology, sociology, languages and more.",
        },
      ],
    },
    {
      kind: "streams",
      id: "streams",
      heading: "The three streams",
      intro: "Open the career paths, the competition outlook and the statistics for each stream.",
      streams: [
        {
          title: "Science",
          icon: "flask",
          color: "brand",
          description:
            "For students who enjoy mathematics, experiments and how things work. Science keeps the most doors open, including engineering and medicine, but it is also the most demanding and the most crowded.",
          careerPaths: [
            {
              title: "Engineering and technology",
              details:
                "Through JEE Main and JEE Advanced, state entrance exams and university admissions. Needs PCM.",
            },
            {
              title: "Medicine and health",
              details:
                "MBBS, BDS and AYUSH through NEET (UG); also nursing, pharmacy, physiotherapy and allied health. Needs PCB. MBBS takes 5.5 years including a one-year internship.",
            },
            {
              title: "Pure sciences and research",
              details:
                "BSc and BS degrees through CUET, the IISER Aptitude Test and NEST, leading to research, teaching or industry labs.",
            },
            {
              title: "Defence and aviation",
              details:
                "NDA after Class 12: the Air Force and Navy wings need physics and mathematics. Commercial pilot training also needs PCM.",
            },
            {
              title: "Computing and data",
              details:
                "Computer science, data science and IT through engineering, BSc or BCA degrees.",
            },
          ],
          competition:
            "The toughest competition in the country. IITs have {fact:iit-seats} seats across 23 institutes, and computer science at the IITs only {fact:iit-cs-seats} of them. NITs add {fact:nit-seats} seats across 31 institutes. For medicine, government colleges had {fact:government-mbbs-seats} MBBS seats in 2023-24, while {fact:neet-candidates} candidates sat NEET (UG) in 2024. Plan for a good backup as well as your first choice.",
          statistics: {
            annualEnrollment:
              "{fact:science-students-2022} Class 12 students took science in 2022.",
            highEarnerPotential:
              "High ceilings in technology, medicine and research, usually reached through the most competitive entrance exams and the longest training.",
          },
        },
        {
          title: "Commerce",
          icon: "calculator",
          color: "sun",
          description:
            "For students who like numbers, money and how businesses run. Commerce leads to accountancy, finance, banking and management, and taking mathematics in Class 11-12 keeps economics and data options open.",
          careerPaths: [
            {
              title: "Chartered accountancy (CA)",
              details:
                "Through ICAI's Foundation, Intermediate and Final exams with practical training (articleship). You sit the Foundation exam after Class 12.",
            },
            {
              title: "Company secretary and cost accountant",
              details:
                "Professional courses from ICSI (CS) and ICMAI (CMA), often combined with a BCom.",
            },
            {
              title: "Banking and finance",
              details:
                "BCom, BBA or economics degrees, then bank exams (IBPS, SBI) or finance roles in companies.",
            },
            {
              title: "Business and management",
              details: "BBA or BMS, then an MBA through CAT or other entrance tests.",
            },
            {
              title: "Economics and analytics",
              details:
                "BA or BSc economics at top colleges usually expects mathematics in Class 12.",
            },
          ],
          competition:
            "Entry is easier than in science, but professional exams are tough: {fact:ca-qualified} candidates qualified as CAs in 2025 (estimate), and many students need more than one attempt at each CA level. Admission to top BCom and economics courses through CUET is highly competitive.",
          statistics: {
            annualEnrollment:
              "{fact:commerce-students-2022} Class 12 students took commerce in 2022.",
            highEarnerPotential:
              "Strong in chartered accountancy, finance and management, where earnings grow with professional qualifications and experience more than with the degree alone.",
          },
        },
        {
          title: "Arts (Humanities)",
          icon: "palette",
          color: "rose",
          description:
            "For students who enjoy reading, writing, people, society and ideas. Humanities lead to law, civil services, psychology, media, design, teaching and more, and are the natural base for many government exams.",
          careerPaths: [
            {
              title: "Law",
              details:
                "Five-year integrated law degrees (BA LLB) through CLAT for national law universities, and other law entrance tests.",
            },
            {
              title: "Civil services",
              details:
                "UPSC and state public service exams are open to graduates of any stream; history, polity, geography and economics overlap heavily with the syllabus.",
            },
            {
              title: "Psychology and social work",
              details:
                "BA in psychology, then a master's for counselling or clinical work; social work through BSW and MSW.",
            },
            {
              title: "Media, design and communication",
              details:
                "Journalism, advertising and design, through university admissions and design entrance exams such as NID's and NIFT's.",
            },
            {
              title: "Teaching and academia",
              details:
                "BA and MA, then B.Ed for school teaching or UGC NET for college teaching and research.",
            },
          ],
          competition:
            "Fewer students choose arts, but the best colleges are competitive: top central university seats go through CUET, and national law university seats through CLAT. UPSC civil services had {fact:upsc-cse-vacancies} vacancies in 2024 for candidates from every stream.",
          statistics: {
            annualEnrollment: "{fact:arts-students-2022} Class 12 students took arts in 2022.",
            highEarnerPotential:
              "Top lawyers, civil servants, designers and economists do very well; earnings depend more on skill, portfolio and institution than in other streams.",
          },
        },
      ],
    },
    {
      kind: "stream-explorer",
      id: "stream-explorer",
      heading: "Stream explorer: how do the streams fit you?",
      intro:
        "Four short questions about what you enjoy, what you do well in, the work that appeals to you and what might hold you back. You will see how science, commerce and arts fit your answers, and why.",
      notATest:
        "This is a way to think, not a test. It doesn't know you: your own interests, your marks, and a talk with your family and a counsellor matter more than anything here.",
      privacy:
        "Your answers stay in this browser. Nothing is sent anywhere unless you choose to save them to your account.",
      questions: [
        {
          id: "enjoy",
          legend: "Which subjects do you enjoy, even when no one makes you study them?",
          hint: "Choose as many as you like.",
          options: [
            { id: "maths", label: "Mathematics" },
            { id: "physics-chemistry", label: "Physics and chemistry: how things work" },
            { id: "biology", label: "Biology: living things and the human body" },
            { id: "computers", label: "Computers and coding" },
            { id: "business", label: "Money, business, and how shops and markets work" },
            { id: "history-society", label: "History, geography and how society is run" },
            { id: "languages", label: "Reading, writing and languages" },
            { id: "art-design", label: "Drawing, design, music or drama" },
          ],
        },
        {
          id: "strong",
          legend: "Which do you do well in?",
          hint: "Look at your Class 9 and 10 marks in each subject, not just your total. Choose all that are true.",
          options: [
            { id: "maths", label: "Mathematics" },
            { id: "science", label: "Science" },
            { id: "social-science", label: "Social science" },
            { id: "languages", label: "Languages (English, Hindi or another)" },
          ],
        },
        {
          id: "work",
          legend: "What kind of work appeals to you?",
          hint: "Choose any that appeal.",
          options: [
            { id: "build", label: "Building, fixing or designing machines, software or buildings" },
            { id: "health", label: "Caring for people's health" },
            { id: "money", label: "Working with numbers, money and businesses" },
            { id: "people", label: "Understanding people and society, and helping them" },
            { id: "words", label: "Writing, speaking or arguing a case" },
            { id: "research", label: "Finding out how the world works (research)" },
            { id: "unsure", label: "I don't know yet" },
          ],
        },
        {
          id: "limits",
          legend: "Does any of this apply to you?",
          hint: "These don't change how a stream fits you; they add things to weigh.",
          options: [
            { id: "cost", label: "Long, paid coaching would be hard for my family to afford" },
            {
              id: "distance",
              label: "The school or college for the stream I want is far from home",
            },
            { id: "earn", label: "I need to start earning soon after Class 12" },
          ],
        },
      ],
      streams: [
        {
          id: "science",
          name: "Science",
          links: [
            { label: "The three streams", href: "#streams" },
            { label: "The competitive landscape", href: "#competition" },
            { label: "The science advantage", href: "#science-advantage" },
          ],
        },
        {
          id: "commerce",
          name: "Commerce",
          links: [
            { label: "The three streams", href: "#streams" },
            { label: "Job market insights", href: "#job-market" },
          ],
        },
        {
          id: "arts",
          name: "Arts (humanities)",
          links: [
            { label: "The three streams", href: "#streams" },
            { label: "Job market insights", href: "#job-market" },
          ],
        },
      ],
      reasons: [
        {
          id: "enjoy.maths.science",
          text: "You enjoy mathematics: science with mathematics (PCM) builds on it, for engineering, computing, architecture and NDA's Air Force and Navy wings.",
        },
        {
          id: "enjoy.maths.commerce",
          text: "You enjoy mathematics: commerce with mathematics keeps economics, finance and data careers open.",
        },
        {
          id: "enjoy.physics-chemistry.science",
          text: "You enjoy physics and chemistry: they are the heart of science in Class 11 and 12, for engineering and medicine alike.",
        },
        {
          id: "enjoy.biology.science",
          text: "You enjoy biology: science with biology (PCB) leads to medicine, nursing, pharmacy and the life sciences.",
        },
        {
          id: "enjoy.computers.science",
          text: "You enjoy computers: engineering and BSc degrees in computing build on science with mathematics.",
        },
        {
          id: "enjoy.business.commerce",
          text: "You enjoy money and business: that is what commerce is about, from accountancy to management.",
        },
        {
          id: "enjoy.history-society.arts",
          text: "You enjoy history and how society works: arts is built on them, and they run through civil services, law and teaching.",
        },
        {
          id: "enjoy.languages.arts",
          text: "You enjoy reading and writing: arts leads to law, media, teaching and languages.",
        },
        {
          id: "enjoy.art-design.arts",
          text: "You enjoy art, design or performing: arts leaves room for it, and design entrance exams such as NID's and NIFT's are open to every stream.",
        },
        {
          id: "strong.maths.science",
          text: "Your mathematics marks are good: science with mathematics leans on it every week.",
        },
        {
          id: "strong.maths.commerce",
          text: "Your mathematics marks are good: it helps with accountancy, and economics at top colleges usually expects Class 12 mathematics.",
        },
        {
          id: "strong.science.science",
          text: "Your science marks are good: a sign that physics, chemistry and biology in Class 11 and 12 will suit you.",
        },
        {
          id: "strong.social-science.arts",
          text: "Your social science marks are good: history, political science and geography are arts subjects.",
        },
        {
          id: "strong.social-science.commerce",
          text: "Your social science marks are good: its economics chapters are where commerce begins.",
        },
        {
          id: "strong.languages.arts",
          text: "You do well in languages: clear reading and writing matter most in arts subjects and careers.",
        },
        {
          id: "work.build.science",
          text: "Building and fixing things points to engineering, which needs science with mathematics.",
        },
        {
          id: "work.health.science",
          text: "Caring for people's health points to medicine, nursing or pharmacy, which need science with biology.",
        },
        {
          id: "work.money.commerce",
          text: "Working with numbers and money points to accountancy, banking, finance and management: commerce.",
        },
        {
          id: "work.people.arts",
          text: "Understanding and helping people points to psychology, social work, teaching and civil services, natural paths from arts.",
        },
        {
          id: "work.words.arts",
          text: "Writing, speaking and arguing point to law, journalism and media, which arts prepares you for.",
        },
        {
          id: "work.research.science",
          text: "Research in the sciences starts with science in Class 11 and 12.",
        },
        {
          id: "work.research.arts",
          text: "Research into society, history and economics starts well from arts.",
        },
        {
          id: "work.unsure.all",
          text: "Not knowing yet is normal. Read why counsellors often suggest science to a student who is unsure, and when they don't; then talk to people who do the work.",
        },
        {
          id: "limits.cost.science",
          text: "Paid coaching is most common for JEE and NEET, but it is not the only way: many students prepare with NCERT books, free lectures and past papers.",
        },
        {
          id: "limits.cost.commerce",
          text: "CA, CS and CMA charge registration and exam fees at each level: ask ICAI, ICSI or ICMAI what the whole course costs.",
        },
        {
          id: "limits.distance.all",
          text: "Before you decide, ask which streams your nearest schools teach. A long journey every day for two years takes time and energy that study needs.",
        },
        {
          id: "limits.earn.all",
          text: "Government jobs through SSC, railway and bank exams are open to graduates of every stream, and some railway posts need only Class 12. Engineering and medicine take the longest before you earn.",
        },
      ],
      next: { label: "Decide in four steps", href: "#decide" },
      words: {
        submit: "Show how the streams fit",
        reset: "Start again",
        results: "How the streams fit your answers",
        fit: {
          strong: "Fits your answers well",
          some: "Fits some of your answers",
          weak: "Fits few of your answers",
        },
        readMore: "Read more in this guide:",
        none: "None of your answers point this way yet.",
        alsoThink: "Also think about",
        empty:
          "Choose at least one subject, mark or kind of work above to see how the streams fit.",
        save: "Save to my account",
        saved: "Saved to your account. It will be there when you sign in on another device.",
        saveFailed:
          "We couldn't save to your account just now. Your answers are still kept in this browser.",
        noScript:
          "The explorer needs JavaScript to show how the streams fit. The rest of this guide covers the same ground.",
      },
    },
    {
      kind: "stats",
      heading: "Board results at a glance",
      intro:
        "About {fact:class-12-candidates} students appear for Class 12 exams across India each year. The two largest boards by number of passes (2025):",
      stats: [
        {
          value: "{fact:up-board-class-12-passed}",
          label: "UP Board (UPMSP)",
          description: "Class 12 students who passed: the largest board in the country by numbers.",
        },
        {
          value: "{fact:cbse-class-12-passed}",
          label: "CBSE",
          description:
            "Class 12 students who passed. CBSE follows NCERT books, the base of JEE and NEET.",
        },
        {
          value: "About {fact:class-12-candidates}",
          label: "Class 12 candidates, all boards",
          description: "Across CBSE, CISCE and every state board together.",
        },
      ],
    },
    {
      kind: "job-sectors",
      id: "job-market",
      heading: "Job market insights",
      intro:
        "Government jobs through national exams are open to every stream, and they publish both vacancies and pay. We list only those figures. Private-sector hiring has no single vacancy count and pay varies widely by employer and city, so we don't quote a number for it. LPA means lakh rupees per annum; pay shown is basic pay, before allowances.",
      groups: [
        {
          title: "Central government, through national exams",
          summary:
            "Open to graduates of any stream (some railway posts need only Class 12). Selection is by written exams, then interviews or skill tests for some posts.",
          sectors: [
            {
              name: "Civil services (UPSC Civil Services Exam)",
              vacancies: "{fact:upsc-cse-vacancies} (2024)",
              salary: "{fact:level-10-pay} basic at entry (Pay Level 10), plus DA and HRA",
            },
            {
              name: "Ministries and departments (SSC Combined Graduate Level)",
              vacancies: "{fact:ssc-cgl-vacancies} (2024)",
              salary: "Pay Levels 4 to 8 of the central pay matrix, plus allowances",
            },
            {
              name: "Railways, non-technical posts (RRB NTPC)",
              vacancies: "{fact:rrb-ntpc-vacancies} (2024)",
              salary: "Pay Levels 2 to 6 of the central pay matrix, plus allowances",
            },
          ],
        },
        {
          title: "Banking and defence",
          summary:
            "Public sector banks recruit officers from graduates of any stream; the armed forces take officer cadets straight after Class 12 through NDA.",
          sectors: [
            {
              name: "Public sector banks, Probationary Officer (IBPS PO)",
              vacancies: "{fact:ibps-po-vacancies} (2024)",
              salary: "Officer Scale I pay under the bank wage settlement, plus DA and allowances",
            },
            {
              name: "Armed forces officers after Class 12 (NDA)",
              vacancies: "Set in each exam's UPSC notice (two exams a year)",
              salary:
                "{fact:level-10-pay} basic when commissioned as Lieutenant (Pay Level 10), plus Military Service Pay",
            },
          ],
        },
      ],
    },
    {
      kind: "stats",
      id: "competition",
      heading: "The competitive landscape",
      intro:
        "The seats everyone talks about are far fewer than the students who want them. Know the numbers, and plan a backup you would be glad to take.",
      stats: [
        {
          value: "{fact:iit-seats}",
          label: "IIT seats",
          description: "Across 23 IITs, through JEE Advanced.",
        },
        {
          value: "{fact:iit-cs-seats}",
          label: "IIT computer science seats",
          description: "The most sought-after branch, a small slice of all IIT seats.",
        },
        {
          value: "{fact:iit-core-seats}",
          label: "IIT core branch seats",
          description: "Mechanical, civil, electrical, chemical and similar branches.",
        },
        {
          value: "{fact:nit-seats}",
          label: "NIT seats",
          description: "Across 31 NITs, through JEE Main.",
        },
        {
          value: "{fact:government-mbbs-seats}",
          label: "Government MBBS seats",
          description:
            "In 2023-24, through NEET (UG), which {fact:neet-candidates} candidates sat in 2024.",
        },
        {
          value: "{fact:ca-qualified}",
          label: "Chartered Accountants qualified",
          description: "New CAs in 2025 (estimate).",
        },
      ],
    },
    {
      kind: "list",
      id: "science-advantage",
      heading: "The science advantage",
      intro:
        "Why many counsellors suggest science to a student who is unsure, and when they don't.",
      style: "check",
      items: [
        {
          title: "It keeps the most options open",
          body: "A science student can still move to commerce, law, design or civil services after Class 12. Moving the other way, into engineering or medicine, is rarely possible.",
        },
        {
          title: "PCM with biology keeps both JEE and NEET open",
          body: "If you can't yet choose between engineering and medicine, taking all four subjects lets you decide in Class 12, at the cost of a heavier load.",
        },
        {
          title: "Mathematics pays off everywhere",
          body: "Economics, data science, finance, architecture and NDA's Air Force and Navy wings all need or prefer Class 12 mathematics.",
        },
        {
          title: "But only if you can enjoy it",
          body: "Two years of physics and chemistry you dislike can hurt your marks and confidence. A student who loves history will do better in arts than struggling in science.",
        },
      ],
    },
    {
      kind: "list",
      id: "decide",
      heading: "Decide in four steps",
      style: "numbered",
      items: [
        {
          title: "List what you enjoy",
          body: "Which subjects do you study without being told? Which chapters did you find easy?",
        },
        {
          title: "Check your marks honestly",
          body: "Look at your Class 9 and 10 marks in mathematics and science, not just your total.",
        },
        {
          title: "Talk to people in the careers",
          body: "Find one engineer, one accountant and one lawyer or teacher, and ask what their day is really like.",
        },
        {
          title: "Take an aptitude test, then a counselling session",
          body: "A test gives you data; a counsellor helps you weigh it against your interests and your family's situation.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Still unsure which stream fits you?",
      body: "Talk it through with a counsellor who knows the exams, the seats and the careers, with your parents in the room if you like.",
      actions: [{ label: "Book a counselling session", href: "/academic-counseling" }],
    },
  ],
};

export default page;
