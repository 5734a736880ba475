// Refine's CSV import and export hooks (useImport, useExport) are the only users of papaparse, and
// the shop uses neither: its account area exports files of its own (src/resources/ui/saveFile.ts).
'use strict';

function unused() {
  throw new Error('CSV import and export through Refine are not part of the shop');
}

module.exports = { parse: unused, unparse: unused };
