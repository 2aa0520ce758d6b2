// widgets/Clock: what the runtime page's createInstance sample loads.
import { markEvaluated } from './evaluated';

markEvaluated('widgets/Clock');

export default function Clock(): string {
  return 'Clock widget';
}
