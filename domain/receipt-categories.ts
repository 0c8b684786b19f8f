/** Receipt line-item categories (spec part 1 §4). */
export const RECEIPT_ITEM_CATEGORIES = ['material', 'equipment', 'other'] as const;
export type ReceiptItemCategory = (typeof RECEIPT_ITEM_CATEGORIES)[number];

// Tools, rentals and machines. Checked first, so "CIRCULAR SAW BLADE", "NAIL GUN" and "CONCRETE MIXER RENTAL"
// are equipment even though they name a material too.
const EQUIPMENT = [
  'RENTAL', 'RENTALS', 'RENT', 'RENTED', 'SAW', 'SAWS', 'BLADE', 'BLADES', 'DRILL', 'DRILLS', 'DRIVER', 'BIT', 'BITS', 'TOOL', 'TOOLS',
  'HAMMER', 'LADDER', 'COMPRESSOR', 'GENERATOR', 'WRENCH', 'PLIERS', 'SANDER', 'GRINDER', 'NAILER', 'NAIL GUN', 'STAPLER',
  'ROLLER', 'ROLLERS', 'BRUSH', 'BRUSHES', 'TROWEL', 'SHOVEL', 'RAKE', 'WHEELBARROW', 'MIXER', 'SCAFFOLD', 'SCAFFOLDING',
  'JACKHAMMER', 'EXCAVATOR', 'SKID STEER', 'BOBCAT', 'LIFT', 'TAPE MEASURE', 'KNIFE', 'BATTERY', 'BATTERIES', 'CHARGER',
  'SHOP VAC', 'VACUUM', 'LEVEL', 'CHISEL', 'CLAMP', 'CLAMPS', 'PRESSURE WASHER', 'TRAILER', 'DUMPSTER', 'SAWZALL', 'OSCILLATING',
  'IMPACT', 'CORDLESS', 'HEAT GUN', 'CAULK GUN', 'HOLE SAW', 'SPRAYER', 'TILE CUTTER', 'SCREWDRIVER', 'SCREWDRIVERS',
];

// Goods built into the job.
const MATERIAL = [
  'LUMBER', 'STUD', 'STUDS', 'PLYWOOD', 'OSB', 'DRYWALL', 'SHEETROCK', 'GYPSUM', 'PAINT', 'PRIMER', 'STAIN', 'CONCRETE', 'CEMENT',
  'QUIKRETE', 'MORTAR', 'GROUT', 'THINSET', 'SAND', 'GRAVEL', 'REBAR', 'SCREW', 'SCREWS', 'NAIL', 'NAILS', 'BOLT', 'BOLTS', 'NUT',
  'NUTS', 'WASHER', 'WASHERS', 'ANCHOR', 'ANCHORS', 'PIPE', 'PIPES', 'PVC', 'CPVC', 'ABS', 'COPPER', 'PEX', 'FITTING', 'FITTINGS',
  'ELBOW', 'COUPLING', 'TEE', 'VALVE', 'WIRE', 'CABLE', 'ROMEX', 'CONDUIT', 'TILE', 'TILES', 'SHINGLE', 'SHINGLES', 'ROOFING',
  'UNDERLAYMENT', 'FELT', 'INSULATION', 'CAULK', 'ADHESIVE', 'GLUE', 'SEALANT', 'SILICONE', 'TRIM', 'MOLDING', 'MOULDING',
  'BASEBOARD', 'BOARD', 'BOARDS', 'DECKING', 'SIDING', 'BRICK', 'BRICKS', 'BLOCK', 'BLOCKS', 'PAVER', 'PAVERS', 'JOIST', 'BEAM',
  'LAMINATE', 'FLOORING', 'CARPET', 'VINYL', 'MESH', 'JOINT COMPOUND', 'COMPOUND', 'MUD', 'SHEATHING', 'TREATED', 'STUCCO',
  'FLASHING', 'GUTTER', 'DOOR', 'DOORS', 'WINDOW', 'WINDOWS', 'FAUCET', 'TOILET', 'SINK', 'OUTLET', 'OUTLETS', 'SWITCH', 'BREAKER',
  'FIXTURE', 'HINGE', 'HINGES', 'LATCH', 'POST', 'POSTS', 'RAIL', 'RAILING', 'LATH', 'FOAM', 'TAPE', 'PLASTER', 'EPOXY', 'MULCH',
  'SOD', 'TOPSOIL', 'ASPHALT', 'GALV', 'GALVANIZED', 'HARDWARE CLOTH', 'CONNECTOR', 'HANGER', 'HANGERS', 'STRAP', 'DUCT',
];

const pattern = (words: string[]) =>
  new RegExp(`\\b(?:${words.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})\\b`);
const EQUIPMENT_RE = pattern(EQUIPMENT);
const MATERIAL_RE = pattern(MATERIAL);
/** Dimensional lumber written as sizes: 2X4, 2x4x8, 4X8 sheets. */
const LUMBER_SIZE = /\b\d{1,2}\s*[X×]\s*\d{1,2}(?:\s*[X×]\s*\d{1,2})?\b/;

/** Category of a receipt line by its words: tools and rentals → equipment; building goods → material; else other. */
export function categorizeReceiptItem(description: string): ReceiptItemCategory {
  const text = description.toUpperCase();
  if (EQUIPMENT_RE.test(text)) return 'equipment';
  if (MATERIAL_RE.test(text) || LUMBER_SIZE.test(text)) return 'material';
  return 'other';
}
