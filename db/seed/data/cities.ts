export interface CitySeed {
  name: string;
  state: string;
  /** Localities offered for the city (spec 1 getLocalityByCity), with their PIN codes. */
  localities: readonly (readonly [name: string, pincode: string])[];
}

// A few large Indian cities, for the address pickers of the signup forms.
export const CITIES: readonly CitySeed[] = [
  {
    name: "Mumbai",
    state: "Maharashtra",
    localities: [
      ["Andheri West", "400058"],
      ["Bandra West", "400050"],
      ["Borivali West", "400092"],
      ["Colaba", "400005"],
      ["Dadar West", "400028"],
      ["Powai", "400076"],
    ],
  },
  {
    name: "Delhi",
    state: "Delhi",
    localities: [
      ["Connaught Place", "110001"],
      ["Dwarka", "110075"],
      ["Karol Bagh", "110005"],
      ["Lajpat Nagar", "110024"],
      ["Rohini", "110085"],
      ["Saket", "110017"],
    ],
  },
  {
    name: "Bengaluru",
    state: "Karnataka",
    localities: [
      ["HSR Layout", "560102"],
      ["Indiranagar", "560038"],
      ["Jayanagar", "560041"],
      ["Koramangala", "560034"],
      ["Malleshwaram", "560003"],
      ["Whitefield", "560066"],
    ],
  },
  {
    name: "Pune",
    state: "Maharashtra",
    localities: [
      ["Aundh", "411007"],
      ["Baner", "411045"],
      ["Hinjewadi", "411057"],
      ["Kothrud", "411038"],
      ["Viman Nagar", "411014"],
    ],
  },
  {
    name: "Hyderabad",
    state: "Telangana",
    localities: [
      ["Banjara Hills", "500034"],
      ["Gachibowli", "500032"],
      ["Jubilee Hills", "500033"],
      ["Kukatpally", "500072"],
      ["Secunderabad", "500003"],
    ],
  },
  {
    name: "Chennai",
    state: "Tamil Nadu",
    localities: [
      ["Adyar", "600020"],
      ["Anna Nagar", "600040"],
      ["Mylapore", "600004"],
      ["T. Nagar", "600017"],
      ["Velachery", "600042"],
    ],
  },
  {
    name: "Kolkata",
    state: "West Bengal",
    localities: [
      ["Ballygunge", "700019"],
      ["Behala", "700034"],
      ["New Town", "700156"],
      ["Park Street", "700016"],
      ["Salt Lake", "700091"],
    ],
  },
  {
    name: "Ahmedabad",
    state: "Gujarat",
    localities: [
      ["Bodakdev", "380054"],
      ["Maninagar", "380008"],
      ["Navrangpura", "380009"],
      ["Satellite", "380015"],
    ],
  },
];
