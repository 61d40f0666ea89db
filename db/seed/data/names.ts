/** Where a person lives: decides the time zone and the shape of their phone number. */
export type HomeKey = "india" | "newYork" | "losAngeles" | "london" | "dubai" | "sydney";

export interface Home {
  timeZone: string;
  countryCode: string;
}

export const HOMES: Readonly<Record<HomeKey, Home>> = {
  india: { timeZone: "Asia/Kolkata", countryCode: "+91" },
  newYork: { timeZone: "America/New_York", countryCode: "+1" },
  losAngeles: { timeZone: "America/Los_Angeles", countryCode: "+1" },
  london: { timeZone: "Europe/London", countryCode: "+44" },
  dubai: { timeZone: "Asia/Dubai", countryCode: "+971" },
  sydney: { timeZone: "Australia/Sydney", countryCode: "+61" },
};

export type OriginKey =
  | "hindi"
  | "tamil"
  | "telugu"
  | "kannada"
  | "malayalam"
  | "marathi"
  | "bengali"
  | "gujarati"
  | "punjabi"
  | "anglo"
  | "french"
  | "spanish"
  | "german";

export interface Origin {
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Languages a teacher from here speaks besides English. */
  languages: readonly string[];
  /** Cities a teacher from here trained or worked in (used in bios). */
  cities: readonly string[];
  /** Homes abroad for international teachers; Indian teachers live in India (a few in the diaspora). */
  homesAbroad?: readonly HomeKey[];
}

export const ORIGINS: Readonly<Record<OriginKey, Origin>> = {
  hindi: {
    firstNames: [
      "Aditi",
      "Rahul",
      "Neha",
      "Saurabh",
      "Pooja",
      "Vikram",
      "Shalini",
      "Amit",
      "Ritu",
      "Ankit",
      "Swati",
      "Nitin",
      "Kavita",
      "Deepak",
      "Preeti",
      "Gaurav",
      "Sonal",
      "Manish",
    ],
    lastNames: [
      "Sharma",
      "Verma",
      "Gupta",
      "Agarwal",
      "Mishra",
      "Saxena",
      "Chauhan",
      "Malhotra",
      "Srivastava",
      "Tiwari",
      "Bhatnagar",
    ],
    languages: ["Hindi"],
    cities: ["Delhi", "Lucknow", "Jaipur", "Bhopal", "Varanasi", "Dehradun"],
  },
  tamil: {
    firstNames: [
      "Lakshmi",
      "Karthik",
      "Priya",
      "Vignesh",
      "Divya",
      "Srinivasan",
      "Meenakshi",
      "Arun",
      "Gayathri",
      "Harini",
    ],
    lastNames: [
      "Iyer",
      "Raman",
      "Subramanian",
      "Krishnan",
      "Venkatesh",
      "Natarajan",
      "Sundaram",
      "Balasubramanian",
    ],
    languages: ["Tamil"],
    cities: ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli"],
  },
  telugu: {
    firstNames: ["Sravya", "Venkat", "Harika", "Ravi", "Keerthi", "Sai", "Mounika", "Srikanth"],
    lastNames: ["Reddy", "Rao", "Naidu", "Chowdary", "Varma", "Prasad"],
    languages: ["Telugu"],
    cities: ["Hyderabad", "Vijayawada", "Visakhapatnam", "Warangal"],
  },
  kannada: {
    firstNames: ["Deepa", "Prakash", "Shruthi", "Manjunath", "Ananya", "Raghavendra", "Spoorthi"],
    lastNames: ["Hegde", "Bhat", "Gowda", "Shetty", "Rao", "Acharya"],
    languages: ["Kannada"],
    cities: ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi"],
  },
  malayalam: {
    firstNames: ["Anjali", "Nikhil", "Arya", "Jithin", "Lekha", "Sreejith", "Aswathy"],
    lastNames: ["Nair", "Menon", "Pillai", "Kurup", "Warrier", "Thomas"],
    languages: ["Malayalam"],
    cities: ["Kochi", "Thiruvananthapuram", "Kozhikode", "Thrissur"],
  },
  marathi: {
    firstNames: ["Sneha", "Aniket", "Mrunal", "Omkar", "Gauri", "Tejas", "Rucha"],
    lastNames: ["Deshpande", "Joshi", "Patil", "Kulkarni", "Gokhale", "Apte", "Bhosale"],
    languages: ["Marathi", "Hindi"],
    cities: ["Pune", "Mumbai", "Nagpur", "Nashik"],
  },
  bengali: {
    firstNames: ["Ishita", "Sourav", "Moumita", "Arnab", "Riya", "Debjani", "Anirban"],
    lastNames: ["Banerjee", "Chatterjee", "Mukherjee", "Sen", "Ghosh", "Bose", "Dutta"],
    languages: ["Bengali", "Hindi"],
    cities: ["Kolkata", "Shantiniketan", "Durgapur"],
  },
  gujarati: {
    firstNames: ["Hetal", "Jay", "Krupa", "Parth", "Nidhi", "Chirag"],
    lastNames: ["Patel", "Shah", "Mehta", "Desai", "Trivedi", "Parikh"],
    languages: ["Gujarati", "Hindi"],
    cities: ["Ahmedabad", "Vadodara", "Surat", "Rajkot"],
  },
  punjabi: {
    firstNames: ["Simran", "Harpreet", "Gurleen", "Manpreet", "Jasleen", "Arjun"],
    lastNames: ["Sandhu", "Gill", "Dhillon", "Bajwa", "Grewal", "Sidhu"],
    languages: ["Punjabi", "Hindi"],
    cities: ["Chandigarh", "Amritsar", "Ludhiana", "Jalandhar"],
  },
  anglo: {
    firstNames: ["Emily", "James", "Olivia", "Daniel", "Grace", "Thomas", "Hannah", "Michael"],
    lastNames: ["Walker", "Bennett", "Clarke", "Hughes", "Morgan", "Foster", "Reid"],
    languages: [],
    cities: ["London", "Manchester", "New York", "Boston"],
    homesAbroad: ["london", "newYork"],
  },
  french: {
    firstNames: ["Camille", "Julien", "Claire", "Mathieu", "Élodie"],
    lastNames: ["Dubois", "Laurent", "Moreau", "Lefèvre", "Girard"],
    languages: ["French"],
    cities: ["Lyon", "Paris", "Bordeaux"],
    homesAbroad: ["london"],
  },
  spanish: {
    firstNames: ["Lucía", "Javier", "Sofía", "Carlos", "Marta"],
    lastNames: ["García", "Fernández", "Martínez", "López", "Ruiz"],
    languages: ["Spanish"],
    cities: ["Madrid", "Seville", "Valencia"],
    homesAbroad: ["newYork"],
  },
  german: {
    firstNames: ["Anna", "Lukas", "Katrin", "Felix", "Julia"],
    lastNames: ["Müller", "Schneider", "Becker", "Wagner", "Hoffmann"],
    languages: ["German"],
    cities: ["Munich", "Berlin", "Hamburg"],
    homesAbroad: ["london"],
  },
};

/** Indian origins, weighted roughly by how many of our teachers come from each region. */
export const INDIAN_ORIGINS: readonly OriginKey[] = [
  "hindi",
  "hindi",
  "hindi",
  "tamil",
  "tamil",
  "telugu",
  "kannada",
  "malayalam",
  "marathi",
  "marathi",
  "bengali",
  "gujarati",
  "punjabi",
];

/** Student first names: children, teens and a few adults. */
export const STUDENT_FIRST_NAMES: readonly string[] = [
  "Vihaan",
  "Ira",
  "Myra",
  "Kabir",
  "Anika",
  "Reyansh",
  "Saanvi",
  "Advait",
  "Kiara",
  "Ishaan",
  "Navya",
  "Dhruv",
  "Tara",
  "Aryan",
  "Avni",
  "Pranav",
  "Meghna",
  "Siddharth",
];

export const STUDENT_ANGLO_FIRST_NAMES: readonly string[] = ["Noah", "Chloe", "Oliver", "Mia"];
