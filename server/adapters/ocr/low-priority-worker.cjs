'use strict';
// tesseract.js worker thread, started at the lowest CPU priority: on Linux setpriority(0) changes only the
// calling thread, so OCR yields the CPU to the thread serving API requests. Then the stock worker script runs.
const os = require('node:os');

try {
  os.setPriority(19);
} catch {
  // Not permitted or not supported here: the worker runs at normal priority.
}
require('tesseract.js/src/worker-script/node/index.js');
