/**
 * The fresh set's generated databases: ten small domains invented for bias-gate, none shared with the stand-in
 * public set. Their rows are generated from these names (12 of the first kind of thing, 8 of the second).
 */
import { category, type Domain, dated, measure, named } from "./domain.js";

export const FRESH_DOMAINS: readonly Domain[] = [
  {
    dbId: "dog_grooming_salon",
    about: "the dogs brought to a grooming salon, its groomers and the appointments",
    a: {
      ...{ table: "dog", one: "dog", many: "dogs", key: "dog_id", name: named() },
      category: category("breed", "breed", ["poodle", "spaniel", "terrier", "collie"]),
      measures: [
        measure("weight_kg", "weight in kilograms", 3, 40),
        measure("birth_year", "birth year", 2010, 2023),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Biscuit", "Marlowe", "Pepper", "Tansy", "Rufus", "Clementine", "Barnaby", "Juniper", "Otis", "Wren", "Fennel", "Mabel"],
    },
    b: {
      ...{ table: "groomer", one: "groomer", many: "groomers", key: "groomer_id", name: named() },
      category: category("station", "station", ["front", "back", "mobile van"]),
      measures: [
        measure("years_grooming", "years of grooming", 1, 22),
        measure("hourly_rate", "hourly rate", 15, 38),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Idris Coulter", "Maren Esposito", "Tobiah Frane", "Ysolde Harker", "Quentin Abiola", "Saskia Lorne", "Emeka Vance", "Pernille Roth"],
    },
    event: {
      ...{ table: "appointment", one: "appointment", many: "appointments", key: "appointment_id" },
      date: dated("appointment_date", "date"),
      category: category("service", "service", ["full groom", "bath only", "nail trim"]),
      measure: measure("price", "price", 12, 95, true),
    },
  },
  {
    dbId: "tram_depot",
    about: "the trams of a city depot, the drivers and the shifts they drove",
    a: {
      ...{
        table: "tram",
        one: "tram",
        many: "trams",
        key: "tram_id",
        name: named("fleet name", "fleet_name"),
      },
      category: category("model", "model", ["Citadis", "Flexity", "Variobahn"]),
      measures: [
        measure("seats", "number of seats", 48, 110),
        measure("in_service_year", "first year in service", 1998, 2023),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Harbour Star", "Old Town", "Riverside", "Cathedral", "Northgate", "Ironbridge", "Meadowbank", "Saltmarket", "Lantern", "Quayside", "Beacon", "Foundry"],
    },
    b: {
      ...{ table: "driver", one: "driver", many: "drivers", key: "driver_id", name: named() },
      category: category("grade", "grade", ["trainee", "qualified", "instructor"]),
      measures: [measure("years_driving", "years of driving", 0, 30), measure("age", "age", 21, 64)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Rosalind Achterberg", "Casimir Delaune", "Nkechi Ballard", "Thorvald Ince", "Ottilie Brack", "Laszlo Fenwick", "Imani Strand", "Ruairi Gault"],
    },
    event: {
      ...{ table: "shift", one: "shift", many: "shifts", key: "shift_id", date: dated("shift_date", "date") },
      category: category("line", "line", ["Line 1", "Line 2", "Line 4"]),
      measure: measure("kilometres", "distance in kilometres", 60, 260),
    },
  },
  {
    dbId: "farmers_cooperative",
    about: "the farms in a farmers' cooperative, its buyers and the sales between them",
    a: {
      ...{ table: "farm", one: "farm", many: "farms", key: "farm_id", name: named() },
      category: category("main_crop", "main crop", ["wheat", "potatoes", "apples", "dairy"]),
      measures: [
        measure("hectares", "size in hectares", 20, 400),
        measure("members", "number of working family members", 1, 9),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Hollowmere", "Ashcombe", "Greyfield", "Brackenrigg", "Pennyholt", "Sorrel Bank", "Westerlea", "Cold Harbour", "Linthorpe", "Marsh End", "Oakhanger", "Tithe Barn"],
    },
    b: {
      ...{ table: "buyer", one: "buyer", many: "buyers", key: "buyer_id", name: named() },
      category: category("buyer_type", "type of buyer", ["mill", "grocer", "restaurant"]),
      measures: [
        measure("credit_days", "payment terms in days", 7, 60),
        measure("since_year", "first year of buying", 1995, 2023),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Dunmore Mills", "The Green Grocer", "Ferrow & Sons", "Kettle Lane Kitchen", "Northvale Flour", "Plum Street Market", "Calder Bistro", "Heathway Stores"],
    },
    event: {
      ...{ table: "sale", one: "sale", many: "sales", key: "sale_id", date: dated("sale_date", "date") },
      category: category("payment", "payment method", ["invoice", "cash", "card"]),
      measure: measure("amount", "amount", 150, 6000, true),
    },
  },
  {
    dbId: "dance_school",
    about: "the pupils of a dance school, its teachers and the lessons taught",
    a: {
      ...{ table: "pupil", one: "pupil", many: "pupils", key: "pupil_id", name: named() },
      category: category("class_level", "level", ["beginner", "improver", "advanced"]),
      measures: [measure("age", "age", 6, 58), measure("enrolled_year", "enrolment year", 2012, 2024)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Anouk Pemberton", "Bastian Kolar", "Celestine Ware", "Dmitri Halloran", "Elodie Sands", "Fergus Okafor", "Giulia Penrose", "Hamish Tate", "Ines Marchetti", "Jasper Quill", "Keziah Moon", "Leontyne Baird"],
    },
    b: {
      ...{ table: "teacher", one: "teacher", many: "teachers", key: "teacher_id", name: named() },
      category: category("style", "dance style", ["ballet", "tap", "contemporary", "salsa"]),
      measures: [
        measure("years_teaching", "years of teaching", 2, 35),
        measure("hourly_fee", "hourly fee", 20, 65),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Margit Oyelaran", "Sebastien Crowe", "Priya Lindqvist", "Anselm Boateng", "Clio Farrant", "Vidar Nakamura", "Rosetta Doyle", "Lucan Ibarra"],
    },
    event: {
      ...{
        table: "lesson",
        one: "lesson",
        many: "lessons",
        key: "lesson_id",
        date: dated("lesson_date", "date"),
      },
      category: category("room", "room", ["studio A", "studio B", "main hall"]),
      measure: measure("minutes", "length in minutes", 30, 90),
    },
  },
  {
    dbId: "recording_studio",
    about: "the bands booking a recording studio, its engineers and the sessions recorded",
    a: {
      ...{ table: "band", one: "band", many: "bands", key: "band_id", name: named() },
      category: category("genre", "genre", ["folk", "punk", "jazz", "electronic"]),
      measures: [
        measure("members", "number of members", 1, 9),
        measure("formed_year", "formation year", 1988, 2023),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["The Lamplighters", "Copper Moth", "Static Orchard", "Nine Owls", "Velvet Tariff", "Harrow Lane", "The Quiet Engines", "Glass Fathom", "Marigold Riot", "Tin Cathedral", "Low Tide Choir", "Paper Comets"],
    },
    b: {
      ...{ table: "engineer", one: "engineer", many: "engineers", key: "engineer_id", name: named() },
      category: category("speciality", "speciality", ["tracking", "mixing", "mastering"]),
      measures: [
        measure("years_experience", "years of experience", 1, 30),
        measure("day_rate", "day rate", 180, 750),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Odile Carrow", "Benedikt Moss", "Yetunde Falk", "Caspian Reyes", "Hollis Ngata", "Brigitta Shore", "Arvid Onwu", "Sunniva Pike"],
    },
    event: {
      ...{
        table: "session",
        one: "session",
        many: "sessions",
        key: "session_id",
        date: dated("session_date", "date"),
      },
      category: category("room", "room", ["live room", "booth", "control room"]),
      measure: measure("hours", "length in hours", 2, 14),
    },
  },
  {
    dbId: "animal_shelter",
    about: "the animals at a shelter, the people who adopted or fostered them and each placement",
    a: {
      ...{ table: "animal", one: "animal", many: "animals", key: "animal_id", name: named() },
      category: category("species", "species", ["cat", "dog", "rabbit", "guinea pig"]),
      measures: [
        measure("age_months", "age in months", 2, 150),
        measure("weight_kg", "weight in kilograms", 1, 38),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Pickle", "Saffron", "Moose", "Dumpling", "Hazel", "Captain", "Nutmeg", "Olive", "Bramble", "Socks", "Waffles", "Ziggy"],
    },
    b: {
      ...{ table: "carer", one: "carer", many: "carers", key: "carer_id", name: named() },
      category: category("housing", "housing", ["flat", "house", "farm"]),
      measures: [measure("household_size", "household size", 1, 6), measure("age", "age", 19, 77)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Gwendolyn Achebe", "Ravi Sorensen", "Agathe Millbank", "Desmond Ferreira", "Linnea Cho", "Barnabas Kell", "Zofia Adair", "Orrin Tisdale"],
    },
    event: {
      ...{ table: "placement", one: "placement", many: "placements", key: "placement_id" },
      date: dated("placed_on", "date"),
      category: category("placement_type", "placement type", ["adoption", "foster", "trial"]),
      measure: measure("fee", "fee", 0, 180),
    },
  },
  {
    dbId: "ski_school",
    about: "the students of a ski school, its instructors and the lessons booked",
    a: {
      ...{ table: "student", one: "student", many: "students", key: "student_id", name: named() },
      category: category("ability", "ability", ["first timer", "intermediate", "expert"]),
      measures: [measure("age", "age", 5, 70), measure("boot_size", "boot size", 28, 47)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Aksel Brunner", "Beatrix Oduya", "Cormac Lysander", "Dagmar Ferro", "Eliska Ward", "Florian Achterhof", "Greer Manson", "Hugo Sallow", "Isolde Kray", "Joaquin Perrin", "Kaia Lindahl", "Leopold Amadi"],
    },
    b: {
      ...{ table: "instructor", one: "instructor", many: "instructors", key: "instructor_id", name: named() },
      category: category("discipline", "discipline", ["alpine", "snowboard", "telemark"]),
      measures: [
        measure("winters_taught", "winters taught", 1, 28),
        measure("daily_rate", "daily rate", 140, 420),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Reto Gallant", "Sigrun Obi", "Matthias Clery", "Noor Hadley", "Valentin Eske", "Ysolda Prentice", "Kwame Rigby", "Cosima Fahl"],
    },
    event: {
      ...{ table: "ski_lesson", one: "ski lesson", many: "ski lessons", key: "lesson_id" },
      date: dated("lesson_date", "date"),
      category: category("slope", "slope", ["green", "blue", "red", "black"]),
      measure: measure("hours", "length in hours", 1, 6),
    },
  },
  {
    dbId: "printing_press",
    about: "the clients of a small printing press, its presses and the print jobs run",
    a: {
      ...{ table: "client", one: "client", many: "clients", key: "client_id", name: named() },
      category: category("sector", "sector", ["publishing", "charity", "retail", "theatre"]),
      measures: [
        measure("since_year", "first year as a client", 2001, 2024),
        measure("discount_pct", "discount percentage", 0, 20),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Bellweather Books", "Foxglove Trust", "Ninefold Press", "The Gaslight Theatre", "Hartwell Outfitters", "Saltire Poetry", "Larkspur Hospice", "Copperplate Cards", "Meridian Players", "Tollgate Records", "Inkwell Quarterly", "Rowan Hardware"],
    },
    b: {
      ...{ table: "press", one: "press", many: "presses", key: "press_id", name: named() },
      category: category("process", "printing process", ["letterpress", "offset", "risograph"]),
      measures: [
        measure("built_year", "build year", 1920, 2021),
        measure("sheets_per_hour", "sheets per hour", 300, 9000),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Old Heidelberg", "Albion No. 3", "The Vandercook", "Big Offset", "Little Riso", "Adana", "Chandler", "Second Riso"],
    },
    event: {
      ...{
        table: "print_job",
        one: "print job",
        many: "print jobs",
        key: "job_id",
        date: dated("ordered_on", "order date"),
      },
      category: category("paper", "paper", ["recycled", "coated", "cotton"]),
      measure: measure("copies", "number of copies", 50, 5000),
    },
  },
  {
    dbId: "solar_installer",
    about: "the homes a solar installer fitted, its fitting crews and each installation visit",
    a: {
      ...{ table: "home", one: "home", many: "homes", key: "home_id", name: named("address") },
      category: category("roof_type", "roof type", ["slate", "tile", "flat"]),
      measures: [
        measure("panels", "number of panels", 6, 24),
        measure("roof_pitch", "roof pitch in degrees", 0, 45),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["4 Quarry Row", "17 Elm Terrace", "2 Mill Cottages", "31 Heron Way", "8 Station Road", "12 Furze Lane", "5 Chapel Yard", "26 Orchard Rise", "9 Kiln Close", "14 Weaver Street", "3 Beacon View", "21 Ferry Lane"],
    },
    b: {
      ...{ table: "crew", one: "crew", many: "crews", key: "crew_id", name: named() },
      category: category("region", "region", ["north", "south", "east"]),
      measures: [
        measure("crew_size", "crew size", 2, 6),
        measure("formed_year", "formation year", 2012, 2024),
      ],
      names: ["Sunrise", "Skylark", "Meridian", "Highnoon", "Brightside", "Daybreak", "Zenith", "Halo"],
    },
    event: {
      ...{ table: "visit", one: "visit", many: "visits", key: "visit_id", date: dated("visit_date", "date") },
      category: category("purpose", "purpose", ["survey", "install", "repair"]),
      measure: measure("hours_on_site", "hours on site", 1, 10),
    },
  },
  {
    dbId: "escape_room_venue",
    about: "the rooms of an escape room venue, the game hosts and the games played",
    a: {
      ...{ table: "room", one: "room", many: "rooms", key: "room_id", name: named("title") },
      category: category("theme", "theme", ["heist", "haunted", "space", "detective"]),
      measures: [
        measure("difficulty", "difficulty", 1, 10),
        measure("max_players", "maximum number of players", 2, 8),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["The Vault", "Midnight Manor", "Orbit Zero", "Case of the Lost Ledger", "Pharaoh's Key", "Signal Lost", "The Alchemist", "Clockwork Attic", "Dead Man's Tide", "Lab 9", "The Séance", "Cold Case"],
    },
    b: {
      ...{ table: "host", one: "host", many: "hosts", key: "host_id", name: named() },
      category: category("shift_pattern", "shift pattern", ["weekday", "weekend", "evening"]),
      measures: [
        measure("games_hosted", "number of games hosted before this year", 0, 900),
        measure("age", "age", 18, 55),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Tamsin Greaves", "Obinna Laurier", "Freja Castell", "Rufus Achterberg", "Marisol Keane", "Dorian Fitzgerald", "Aiko Brandt", "Cyrus Whitlock"],
    },
    event: {
      ...{ table: "game", one: "game", many: "games", key: "game_id", date: dated("played_on", "date") },
      category: category("outcome", "outcome", ["escaped", "timed out", "hint rescue"]),
      measure: measure("minutes_used", "minutes used", 25, 60),
    },
  },
];
