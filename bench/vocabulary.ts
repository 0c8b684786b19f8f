/** Word lists for realistic benchmark rows (a Florida residential and light-commercial contractor). */

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Luis', 'Michael', 'Jose', 'David', 'Carlos', 'William', 'Juan', 'Richard', 'Ana',
  'Joseph', 'Miguel', 'Thomas', 'Jennifer', 'Chris', 'Pedro', 'Daniel', 'Rosa', 'Matthew', 'Andre', 'Anthony', 'Kevin',
  'Mark', 'Tyrone', 'Steven', 'Hector', 'Paul', 'Brian', 'Jorge', 'Eric', 'Marcus', 'Ryan', 'Rafael', 'Dwayne',
] as const;

export const LAST_NAMES = [
  'Smith', 'Garcia', 'Johnson', 'Rodriguez', 'Williams', 'Martinez', 'Brown', 'Hernandez', 'Jones', 'Lopez', 'Miller',
  'Gonzalez', 'Davis', 'Perez', 'Wilson', 'Sanchez', 'Anderson', 'Ramirez', 'Thomas', 'Torres', 'Jackson', 'Flores',
  'White', 'Rivera', 'Harris', "O'Brien", 'Clark', 'Morales', 'Lewis', 'Reyes', 'Walker', 'Cruz', 'Hall', 'Ortiz',
  'Young', 'Gutierrez', 'King', 'Castillo', 'Wright', 'Vargas',
] as const;

export const STREETS = [
  'Oak St', 'Palm Ave', 'Bayshore Blvd', 'Magnolia Dr', 'Cypress Ln', 'Gulf Blvd', 'Pine Ridge Rd', 'Orange Ave',
  'Seminole Trl', 'Heron Way', 'Mangrove Ct', 'Sunset Dr', 'Lake Shore Dr', 'Citrus Park Rd', 'Osprey Cir', 'Main St',
] as const;

/** City, ZIP prefix, latitude, longitude. */
export const CITIES: readonly (readonly [string, string, number, number])[] = [
  ['Tampa', '336', 27.9506, -82.4572],
  ['Orlando', '328', 28.5384, -81.3789],
  ['Jacksonville', '322', 30.3322, -81.6557],
  ['St. Petersburg', '337', 27.7676, -82.6403],
  ['Sarasota', '342', 27.3364, -82.5307],
  ['Lakeland', '338', 28.0395, -81.9498],
  ['Clearwater', '337', 27.9659, -82.8001],
  ['Fort Myers', '339', 26.6406, -81.8723],
  ['Gainesville', '326', 29.6516, -82.3248],
  ['Ocala', '344', 29.1872, -82.1401],
  ['Brandon', '335', 27.9378, -82.2859],
  ['Kissimmee', '347', 28.2920, -81.4076],
];

export const PROJECT_KINDS = [
  'Kitchen remodel', 'Bathroom remodel', 'Roof replacement', 'Room addition', 'Pool deck resurfacing',
  'Hurricane shutter install', 'Concrete driveway', 'Screen enclosure', 'Garage conversion', 'Exterior repaint',
  'Lanai renovation', 'Flooring replacement', 'Storm damage repair', 'Fence install', 'Tenant build-out',
  'Window and door replacement', 'Stucco repair', 'Deck build', 'Drywall and paint refresh', 'Master suite renovation',
] as const;

/** Employee positions offered by the employee form (spec part 1 §2). */
export const POSITIONS = [
  'General Labor', 'Carpenter', 'Electrician', 'Plumber', 'Painter', 'Roofer', 'Concrete Worker',
  'Heavy Equipment Operator', 'Foreman', 'Project Manager', 'Supervisor', 'Assistant',
] as const;

export const SUPPLIER_BRANDS: readonly (readonly [string, readonly string[]])[] = [
  ['Home Depot', ['lumber', 'hardware', 'paint']],
  ["Lowe's", ['lumber', 'hardware', 'appliances']],
  ['ABC Supply', ['roofing', 'siding']],
  ['84 Lumber', ['lumber', 'trusses']],
  ['Ferguson', ['plumbing', 'fixtures']],
  ['Sherwin-Williams', ['paint']],
  ['Sunbelt Rentals', ['equipment rental']],
  ['United Rentals', ['equipment rental']],
  ['Florida Rock & Ready Mix', ['concrete', 'block']],
  ['Graybar Electric', ['electrical']],
  ['Floor & Decor', ['tile', 'flooring']],
  ['Beacon Roofing', ['roofing']],
];

export const SUBCONTRACTOR_TRADES = [
  'Roofing', 'Electrical', 'Plumbing', 'HVAC', 'Concrete', 'Drywall', 'Painting', 'Flooring', 'Landscaping', 'Framing',
] as const;

/** Expense categories (domain/expenses.ts) with their weight in the mix and an amount range in dollars. */
export const EXPENSE_MIX: readonly { category: string; weight: number; lo: number; hi: number; skew: number; items: readonly string[] }[] = [
  { category: 'material', weight: 40, lo: 12, hi: 1800, skew: 2, items: [
    '2x4x8 studs', 'Drywall 4x8 1/2"', 'Joint compound', 'Romex 12/2 250 ft', 'PVC fittings', 'Architectural shingles',
    'Underlayment rolls', 'Concrete mix 80 lb', 'Rebar #4', 'Porcelain tile', 'Thinset mortar', 'Interior paint 5 gal',
    'Exterior stucco patch', 'Plywood 3/4"', 'Deck screws', 'Impact window', 'Vanity and top', 'Cabinet hardware',
  ] },
  { category: 'labor', weight: 10, lo: 120, hi: 1400, skew: 1.5, items: ['Day labor', 'Extra helper', 'Cleanup crew', 'Weekend overtime'] },
  { category: 'gas', weight: 12, lo: 30, hi: 110, skew: 1, items: ['Truck fuel', 'Gas - site runs', 'Gas - supply pickup'] },
  { category: 'fuel', weight: 5, lo: 60, hi: 350, skew: 1.2, items: ['Diesel - skid steer', 'Generator fuel', 'Diesel - excavator'] },
  { category: 'dining', weight: 6, lo: 14, hi: 180, skew: 1.3, items: ['Crew lunch', 'Water and ice', 'Coffee run'] },
  { category: 'equipment', weight: 10, lo: 60, hi: 1200, skew: 1.8, items: [
    'Scissor lift rental', 'Skid steer rental', 'Tile saw rental', 'Dumpster 20 yd', 'Pressure washer rental', 'Scaffolding rental',
  ] },
  { category: 'subcontractor', weight: 5, lo: 400, hi: 8000, skew: 1.6, items: ['Progress payment', 'Rough-in', 'Final payment', 'Inspection corrections'] },
  { category: 'other', weight: 12, lo: 15, hi: 900, skew: 2, items: ['Permit fee', 'Portable toilet', 'Disposal fees', 'Inspection fee', 'Printing plans'] },
];
