/**
 * The stand-in public set's generated databases: ten small domains invented for bias-gate, each distinct from
 * the fresh set's. Schemas only: Spider's format has no contents, so the names lists stay empty.
 */
import { category, type Domain, dated, measure, named } from "./domain.js";

export const PUBLIC_DOMAINS: readonly Domain[] = [
  {
    dbId: "canal_boat_hire",
    about: "narrowboats for hire on a canal, the hirers and their hires",
    a: {
      ...{ table: "narrowboat", one: "narrowboat", many: "narrowboats", key: "boat_id", name: named() },
      category: category("home_marina", "home marina", ["Lockside", "Wharf End", "Mill Basin"]),
      measures: [
        measure("length_m", "length in metres", 12, 22),
        measure("berths", "number of berths", 2, 8),
      ],
      names: [],
    },
    b: {
      ...{ table: "hirer", one: "hirer", many: "hirers", key: "hirer_id", name: named() },
      category: category("home_country", "home country", ["England", "Wales", "Netherlands", "Germany"]),
      measures: [measure("age", "age", 21, 80), measure("previous_hires", "number of previous hires", 0, 12)],
      names: [],
    },
    event: {
      ...{
        table: "hire",
        one: "hire",
        many: "hires",
        key: "hire_id",
        date: dated("start_date", "start date"),
      },
      category: category("hire_type", "hire type", ["short break", "week", "fortnight"]),
      measure: measure("price", "price", 300, 2400, true),
    },
  },
  {
    dbId: "mountain_hut_network",
    about: "mountain huts, the wardens who run them and the overnight stays booked at them",
    a: {
      ...{ table: "hut", one: "hut", many: "huts", key: "hut_id", name: named() },
      category: category("massif", "massif", ["Eastern Ridge", "Glacier Bowl", "Pine Valley"]),
      measures: [
        measure("altitude_m", "altitude in metres", 1400, 3300),
        measure("beds", "number of beds", 10, 80),
      ],
      names: [],
    },
    b: {
      ...{ table: "warden", one: "warden", many: "wardens", key: "warden_id", name: named() },
      category: category("language", "main language", ["German", "French", "Italian"]),
      measures: [measure("seasons_worked", "seasons worked", 1, 25), measure("age", "age", 22, 68)],
      names: [],
    },
    event: {
      ...{ table: "stay", one: "stay", many: "stays", key: "stay_id", date: dated("night_date", "night") },
      category: category("meal_plan", "meal plan", ["none", "breakfast", "half board"]),
      measure: measure("guests", "number of guests", 1, 12),
    },
  },
  {
    dbId: "vineyard_harvest",
    about: "the parcels of a vineyard, its pickers and the crates they picked",
    a: {
      ...{ table: "parcel", one: "parcel", many: "parcels", key: "parcel_id", name: named() },
      category: category("grape_variety", "grape variety", ["Riesling", "Pinot Noir", "Chardonnay", "Gamay"]),
      measures: [measure("area_ha", "area in hectares", 1, 9), measure("vine_age", "vine age", 4, 60)],
      names: [],
    },
    b: {
      ...{ table: "picker", one: "picker", many: "pickers", key: "picker_id", name: named() },
      category: category("crew", "crew", ["north crew", "south crew", "weekend crew"]),
      measures: [
        measure("seasons", "number of seasons", 1, 15),
        measure("daily_wage", "daily wage", 80, 140),
      ],
      names: [],
    },
    event: {
      ...{
        table: "crate",
        one: "crate",
        many: "crates",
        key: "crate_id",
        date: dated("picked_on", "picking date"),
      },
      category: category("quality_grade", "quality grade", ["A", "B", "C"]),
      measure: measure("weight_kg", "weight in kilograms", 8, 20, true),
    },
  },
  {
    dbId: "lighthouse_keepers",
    about: "lighthouses, their keepers and the watches the keepers stood",
    a: {
      ...{ table: "lighthouse", one: "lighthouse", many: "lighthouses", key: "lighthouse_id", name: named() },
      category: category("coast", "coast", ["north coast", "west coast", "channel"]),
      measures: [
        measure("height_m", "height in metres", 12, 60),
        measure("built_year", "build year", 1780, 1935),
      ],
      names: [],
    },
    b: {
      ...{ table: "keeper", one: "keeper", many: "keepers", key: "keeper_id", name: named() },
      category: category("keeper_rank", "rank", ["principal", "assistant", "occasional"]),
      measures: [
        measure("years_service", "years of service", 1, 35),
        measure("birth_year", "birth year", 1950, 2000),
      ],
      names: [],
    },
    event: {
      ...{
        table: "watch",
        one: "watch",
        many: "watches",
        key: "watch_id",
        date: dated("watch_date", "date"),
      },
      category: category("weather", "weather", ["clear", "fog", "gale"]),
      measure: measure("hours", "length in hours", 4, 12),
    },
  },
  {
    dbId: "model_railway_club",
    about: "a model railway club's layouts, its members and the operating sessions they ran",
    a: {
      ...{ table: "layout", one: "layout", many: "layouts", key: "layout_id", name: named() },
      category: category("gauge", "gauge", ["OO", "N", "O"]),
      measures: [
        measure("track_length_m", "track length in metres", 5, 90),
        measure("stations", "number of stations", 1, 9),
      ],
      names: [],
    },
    b: {
      ...{ table: "member", one: "member", many: "members", key: "member_id", name: named() },
      category: category("membership", "membership type", ["full", "junior", "honorary"]),
      measures: [
        measure("joined_year", "joining year", 1975, 2024),
        measure("locomotives_owned", "number of locomotives owned", 0, 30),
      ],
      names: [],
    },
    event: {
      ...{
        table: "operating_session",
        one: "operating session",
        many: "operating sessions",
        key: "session_id",
      },
      date: dated("session_date", "date"),
      category: category("timetable", "timetable", ["weekday", "summer Saturday", "freight only"]),
      measure: measure("trains_run", "number of trains run", 3, 60),
    },
  },
  {
    dbId: "roller_derby_league",
    about: "the teams of a roller derby league, its referees and the bouts they officiated",
    a: {
      ...{ table: "team", one: "team", many: "teams", key: "team_id", name: named() },
      category: category("division", "division", ["premier", "challenger", "development"]),
      measures: [
        measure("founded_year", "founding year", 2006, 2022),
        measure("roster_size", "roster size", 14, 30),
      ],
      names: [],
    },
    b: {
      ...{ table: "referee", one: "referee", many: "referees", key: "referee_id", name: named() },
      category: category("certification", "certification level", ["level 1", "level 2", "level 3"]),
      measures: [
        measure("bouts_officiated", "number of bouts officiated before the season", 0, 200),
        measure("age", "age", 19, 62),
      ],
      names: [],
    },
    event: {
      ...{ table: "bout", one: "bout", many: "bouts", key: "bout_id", date: dated("bout_date", "date") },
      category: category("venue_type", "venue type", ["home", "away", "neutral"]),
      measure: measure("points_scored", "points scored", 40, 320),
    },
  },
  {
    dbId: "cheese_cave",
    about: "the wheels of cheese ripening in a cave, the affineurs who tend them and each turning of a wheel",
    a: {
      ...{ table: "wheel", one: "wheel", many: "wheels", key: "wheel_id", name: named("label") },
      category: category("milk", "milk", ["cow", "goat", "sheep"]),
      measures: [
        measure("weight_kg", "weight in kilograms", 2, 40),
        measure("age_days", "age in days", 30, 720),
      ],
      names: [],
    },
    b: {
      ...{ table: "affineur", one: "affineur", many: "affineurs", key: "affineur_id", name: named() },
      category: category("shift", "shift", ["early", "late"]),
      measures: [
        measure("years_experience", "years of experience", 1, 30),
        measure("hourly_rate", "hourly rate", 14, 32),
      ],
      names: [],
    },
    event: {
      ...{
        table: "turning",
        one: "turning",
        many: "turnings",
        key: "turning_id",
        date: dated("turned_on", "date"),
      },
      category: category("treatment", "treatment", ["brine wash", "dry brush", "none"]),
      measure: measure("humidity", "humidity", 80, 98),
    },
  },
  {
    dbId: "street_food_market",
    about: "the stalls of a street food market, its suppliers and the deliveries they made",
    a: {
      ...{ table: "stall", one: "stall", many: "stalls", key: "stall_id", name: named() },
      category: category("cuisine", "cuisine", ["Korean", "Mexican", "Ethiopian", "Sicilian"]),
      measures: [
        measure("pitch_fee", "weekly pitch fee", 90, 400),
        measure("seats", "number of seats", 0, 24),
      ],
      names: [],
    },
    b: {
      ...{ table: "supplier", one: "supplier", many: "suppliers", key: "supplier_id", name: named() },
      category: category("produce", "kind of produce", ["vegetables", "meat", "dry goods"]),
      measures: [
        measure("distance_km", "distance in kilometres", 2, 180),
        measure("founded_year", "founding year", 1960, 2021),
      ],
      names: [],
    },
    event: {
      ...{ table: "delivery", one: "delivery", many: "deliveries", key: "delivery_id" },
      date: dated("delivered_on", "delivery date"),
      category: category("temperature_class", "temperature class", ["ambient", "chilled", "frozen"]),
      measure: measure("invoice_total", "invoice total", 20, 900, true),
    },
  },
  {
    dbId: "glassblowing_workshop",
    about: "the furnaces of a glassblowing workshop, its gaffers and the pieces they blew",
    a: {
      ...{ table: "furnace", one: "furnace", many: "furnaces", key: "furnace_id", name: named() },
      category: category("fuel", "fuel", ["gas", "electric"]),
      measures: [
        measure("capacity_kg", "capacity in kilograms", 20, 300),
        measure("max_temp", "maximum temperature", 1050, 1250),
      ],
      names: [],
    },
    b: {
      ...{ table: "gaffer", one: "gaffer", many: "gaffers", key: "gaffer_id", name: named() },
      category: category("speciality", "speciality", ["vessels", "lighting", "sculpture"]),
      measures: [
        measure("years_blowing", "years of blowing", 1, 40),
        measure("day_rate", "day rate", 150, 600),
      ],
      names: [],
    },
    event: {
      ...{
        table: "piece",
        one: "piece",
        many: "pieces",
        key: "piece_id",
        date: dated("made_on", "date made"),
      },
      category: category("colour", "colour", ["clear", "cobalt", "amber", "green"]),
      measure: measure("sale_price", "sale price", 25, 1800, true),
    },
  },
  {
    dbId: "orienteering_club",
    about: "the courses of an orienteering club, its runners and their timed runs",
    a: {
      ...{ table: "course", one: "course", many: "courses", key: "course_id", name: named() },
      category: category("terrain", "terrain", ["forest", "moorland", "urban"]),
      measures: [
        measure("length_km", "length in kilometres", 2, 14),
        measure("controls", "number of controls", 8, 30),
      ],
      names: [],
    },
    b: {
      ...{ table: "runner", one: "runner", many: "runners", key: "runner_id", name: named() },
      category: category("age_class", "age class", ["junior", "open", "veteran"]),
      measures: [
        measure("birth_year", "birth year", 1950, 2012),
        measure("ranking_points", "ranking points", 100, 1400),
      ],
      names: [],
    },
    event: {
      ...{ table: "run", one: "run", many: "runs", key: "run_id", date: dated("run_date", "date") },
      category: category("run_result", "result", ["finished", "mispunched", "retired"]),
      measure: measure("minutes", "time in minutes", 18, 140),
    },
  },
];
