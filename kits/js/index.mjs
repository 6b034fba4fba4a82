// The ES module face of arbiter-adapter: the same objects as require('arbiter-adapter').
import kit from './index.js';

export const {
  serve, Conversation, resolved, rejected, ongoing, win, draw, bothLose, log,
  AdapterError, Unsupported, InvalidInput, Position, parseFen, formatFen, SQUARES, squareIndex, VERSIONS,
} = kit;
export default kit;
