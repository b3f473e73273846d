/**
 * The fresh set's second batch of generated databases (issue 32): eight more small domains invented for bias-gate,
 * none shared with the stand-in public set (hand-written or generated) or with Spider, added so the set's intervals have more databases (the
 * clusters) to stand on. Same shape and rules as domains-fresh.ts: 12 names of the first kind, 8 of the second.
 */
import { category, type Domain, dated, measure, named } from "./domain.js";

export const MORE_FRESH_DOMAINS: readonly Domain[] = [
  {
    dbId: "falconry_centre",
    about: "the birds of a falconry centre, its falconers and the flying displays they gave",
    a: {
      ...{ table: "bird", one: "bird", many: "birds", key: "bird_id", name: named() },
      category: category("bird_kind", "kind of bird", ["hawk", "falcon", "owl", "eagle"]),
      measures: [
        measure("wingspan_cm", "wingspan in centimetres", 60, 220),
        measure("hatched_year", "year hatched", 2005, 2024),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Talon", "Saffron", "Merlin Grey", "Dusk", "Bramwell", "Ember", "Sable", "Kestrel Jack", "Hob", "Marigold", "Storm", "Quill"],
    },
    b: {
      ...{ table: "falconer", one: "falconer", many: "falconers", key: "falconer_id", name: named() },
      category: category("falconer_grade", "grade", ["trainee", "handler", "senior"]),
      measures: [measure("years_flying", "years of flying birds", 0, 35), measure("age", "age", 18, 70)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Hesper Quayle", "Bastian Oyelaran", "Wilhelmina Crouch", "Teodor Aske", "Ngozi Pemberton", "Alaric Voss", "Rosamund Tiller", "Yusuf Harrowgate"],
    },
    event: {
      ...{ table: "flying_display", one: "display", many: "displays", key: "display_id" },
      date: dated("flown_on", "date"),
      category: category("display_field", "field", ["Upper Meadow", "Castle Lawn", "Show Ring"]),
      measure: measure("audience", "audience size", 10, 600),
    },
  },
  {
    dbId: "river_barge_freight",
    about: "the barges of a river freight company, its skippers and the voyages they made",
    a: {
      ...{ table: "barge", one: "barge", many: "barges", key: "barge_id", name: named() },
      category: category("cargo", "cargo", ["grain", "gravel", "timber"]),
      measures: [measure("tonnage", "tonnage", 50, 900), measure("built_year", "year built", 1950, 2020)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Skerry Queen", "Gannet", "Morven", "Tide Runner", "Eilidh Rose", "Northern Light", "Puffin", "Slow Susan", "Kittiwake", "Solan", "Harbour Bell", "Cormorant"],
    },
    b: {
      ...{ table: "skipper", one: "skipper", many: "skippers", key: "skipper_id", name: named() },
      category: category("licence", "licence", ["inland", "estuary", "master"]),
      measures: [measure("years_afloat", "years afloat", 2, 40), measure("age", "age", 25, 68)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Fenella Drummond", "Osric Balogun", "Mairead Tolland", "Ivo Castellan", "Signe Halloran", "Barnabas Ekwueme", "Liesl Garvock", "Torquil Anand"],
    },
    event: {
      ...{ table: "voyage", one: "voyage", many: "voyages", key: "voyage_id" },
      date: dated("departed_on", "date"),
      category: category("river", "river", ["Severn", "Trent", "Ouse"]),
      measure: measure("tonnes_carried", "tonnes carried", 20, 880),
    },
  },
  {
    dbId: "neighbourhood_tool_share",
    about: "the tools of a neighbourhood tool share, its borrowers and their loans",
    a: {
      ...{ table: "tool", one: "tool", many: "tools", key: "tool_id", name: named() },
      category: category("kind", "kind", ["power", "hand", "garden", "kitchen"]),
      measures: [
        measure("weight_g", "weight in grams", 200, 9000),
        measure("bought_year", "year bought", 2012, 2025),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Orbital sander", "Claw hammer", "Hedge trimmer", "Stand mixer", "Jigsaw", "Spirit level", "Leaf blower", "Pasta roller", "Hammer drill", "Tile cutter", "Loppers", "Dehydrator"],
    },
    b: {
      ...{ table: "borrower", one: "borrower", many: "borrowers", key: "borrower_id", name: named() },
      category: category("neighbourhood", "neighbourhood", ["Eastfield", "Millbrook", "Old Quarter"]),
      measures: [
        measure("age", "age", 18, 85),
        measure("loans_last_year", "number of loans last year", 0, 40),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Petronella Acheson", "Kofi Lindqvist", "Araminta Shore", "Dashiell Okafor", "Philippa Renwick", "Lorcan Mbeki", "Henrike Vale", "Ezra Quintero"],
    },
    event: {
      ...{ table: "loan", one: "loan", many: "loans", key: "loan_id", date: dated("lent_on", "date") },
      category: category("return_state", "return state", ["as lent", "worn", "damaged"]),
      measure: measure("days_out", "days out", 1, 21),
    },
  },
  {
    dbId: "rowing_club",
    about: "the boats of a rowing club, its rowers and the outings on the water",
    a: {
      ...{ table: "boat", one: "boat", many: "boats", key: "boat_id", name: named() },
      category: category("boat_type", "boat type", ["single", "double", "four", "eight"]),
      measures: [
        measure("weight_kg", "weight in kilograms", 14, 110),
        measure("built_year", "year built", 1990, 2024),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Swift Heron", "Iron Oar", "Lady Margery", "Kingfisher", "Steady On", "Blue Wake", "Old Faithful", "Dipper", "Catch Me", "Morning Mist", "Weir Runner", "Teal"],
    },
    b: {
      ...{ table: "rower", one: "rower", many: "rowers", key: "rower_id", name: named() },
      category: category("squad", "squad", ["novice", "club", "masters"]),
      measures: [measure("age", "age", 16, 74), measure("height_cm", "height in centimetres", 150, 200)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Ottoline Brisco", "Jarrah Whitcombe", "Sunniva Atherton", "Caspian Mwangi", "Honora Lisle", "Benedikt Ramsay", "Delphine Akande", "Fitzroy Cale"],
    },
    event: {
      ...{
        table: "outing",
        one: "outing",
        many: "outings",
        key: "outing_id",
        date: dated("rowed_on", "date"),
      },
      category: category("water", "kind of water", ["river", "lake", "estuary"]),
      measure: measure("distance_km", "distance in kilometres", 4, 30),
    },
  },
  {
    dbId: "cider_mill",
    about: "the orchards that supply a cider mill, its pressers and the pressings made",
    a: {
      ...{ table: "orchard", one: "orchard", many: "orchards", key: "orchard_id", name: named() },
      category: category("soil", "soil", ["clay", "loam", "sand"]),
      measures: [
        measure("trees", "number of trees", 40, 900),
        measure("planted_year", "year planted", 1920, 2020),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Long Acre", "Hollow Lane", "Pippin Hill", "Church Meadow", "Ridgeway", "Brook End", "Cold Harbour", "Priory Field", "Mill Close", "Windle Bank", "Stony Leys", "Badger Copse"],
    },
    b: {
      ...{ table: "presser", one: "presser", many: "pressers", key: "presser_id", name: named() },
      category: category("press_shift", "shift", ["morning", "afternoon", "night"]),
      measures: [measure("years_pressing", "years of pressing", 0, 30), measure("age", "age", 18, 70)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Leocadia Frame", "Ptolemy Oduya", "Ingrith Sallis", "Marcus Ashdown", "Yevgenia Platt", "Obadiah Crane", "Tindra Keswick", "Rashid Underhill"],
    },
    event: {
      ...{ table: "pressing", one: "pressing", many: "pressings", key: "pressing_id" },
      date: dated("pressed_on", "date"),
      category: category("apple_blend", "blend", ["sweet", "bittersweet", "sharp"]),
      measure: measure("litres", "litres pressed", 100, 2400),
    },
  },
  {
    dbId: "parcel_depot",
    about: "the vans of a parcel depot, its couriers and the delivery rounds they drove",
    a: {
      ...{ table: "van", one: "van", many: "vans", key: "van_id", name: named("registration") },
      category: category("fuel", "fuel", ["electric", "diesel", "hybrid"]),
      measures: [
        measure("load_kg", "load limit in kilograms", 600, 1400),
        measure("registered_year", "year registered", 2014, 2025),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["KX19 PLM", "BD21 WRT", "YH70 NBC", "LT22 OAF", "MA18 RZE", "SV23 KUP", "DN20 HTY", "FG24 LEJ", "WR17 CMX", "PO69 DSV", "NK22 TBG", "EA25 YQH"],
    },
    b: {
      ...{ table: "courier", one: "courier", many: "couriers", key: "courier_id", name: named() },
      category: category("contract", "contract", ["full time", "part time", "seasonal"]),
      measures: [measure("years_service", "years of service", 0, 25), measure("age", "age", 18, 63)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Gwendolen Hatherley", "Anselm Nwosu", "Perpetua Vickery", "Zoltan Ebbw", "Marguerite Asante", "Crispin Dalgety", "Oona Festus", "Lachlan Ibekwe"],
    },
    event: {
      ...{ table: "delivery_round", one: "delivery round", many: "delivery rounds", key: "round_id" },
      date: dated("driven_on", "date"),
      category: category("district", "district", ["Riverside North", "Hillcrest", "Dockside"]),
      measure: measure("parcels", "number of parcels", 40, 220),
    },
  },
  {
    dbId: "community_radio",
    about: "the shows of a community radio station, its presenters and the broadcasts aired",
    a: {
      ...{ table: "radio_show", one: "show", many: "shows", key: "show_id", name: named("title") },
      category: category("genre", "genre", ["folk", "jazz", "talk", "electronic"]),
      measures: [
        measure("length_minutes", "length in minutes", 30, 180),
        measure("first_year", "first year on air", 1998, 2024),
      ],
      // biome-ignore format: a list of names reads best on one line
      names: ["Dawn Chorus", "Back Porch", "The Long Table", "Night Signals", "Saturday Reel", "Low Tide", "Open Door", "Static Garden", "Kitchen Radio", "Deep Cuts", "Town Talk", "Slow Lane"],
    },
    b: {
      ...{ table: "presenter", one: "presenter", many: "presenters", key: "presenter_id", name: named() },
      category: category("slot", "slot", ["breakfast", "afternoon", "late"]),
      measures: [measure("years_on_air", "years on air", 0, 30), measure("age", "age", 19, 77)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Clemency Rusk", "Adebayo Forsythe", "Ilse Marchbank", "Jericho Pell", "Annika Odhiambo", "Hamish Treloar", "Soraya Linnell", "Ignatius Bly"],
    },
    event: {
      ...{ table: "broadcast", one: "broadcast", many: "broadcasts", key: "broadcast_id" },
      date: dated("aired_on", "date"),
      category: category("format", "format", ["live", "pre-recorded", "repeat"]),
      measure: measure("listeners", "number of listeners", 40, 2600),
    },
  },
  {
    dbId: "chess_congress",
    about: "the tournaments of a chess congress, its players and the games played",
    a: {
      ...{ table: "tournament", one: "tournament", many: "tournaments", key: "tournament_id", name: named() },
      category: category("time_control", "time control", ["blitz", "rapid", "classical"]),
      measures: [measure("entry_fee", "entry fee", 5, 60), measure("held_year", "year held", 2010, 2025)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Crag End Open", "Three Rooks Cup", "Harbourside Rapid", "Gritstone Classic", "Moorcock Blitz", "High Stile Trophy", "Lantern Open", "Beck Bottom Cup", "Winter Gambit", "Raven Shield", "Long Howe Rapid", "Spring Fianchetto"],
    },
    b: {
      ...{ table: "player", one: "player", many: "players", key: "player_id", name: named() },
      category: category("rating_band", "rating band", ["under 1400", "1400 to 1800", "over 1800"]),
      measures: [measure("age", "age", 8, 85), measure("rating", "rating", 900, 2500)],
      // biome-ignore format: a list of names reads best on one line
      names: ["Bryony Halcrow", "Tadhg Oyinlola", "Ragnhild Porter", "Evander Sykes", "Chiamaka Bell", "Percival Moone", "Astrid Kilbride", "Fintan Osei"],
    },
    event: {
      ...{
        table: "chess_game",
        one: "game",
        many: "games",
        key: "game_id",
        date: dated("played_on", "date"),
      },
      category: category("game_result", "result", ["white won", "black won", "draw"]),
      measure: measure("moves", "number of moves", 18, 140),
    },
  },
];
