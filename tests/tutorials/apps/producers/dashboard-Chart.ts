// dashboard/Chart: its details live in a chunk it loads lazily (what `resourceCategory: 'all'` preloads too).
import { markEvaluated } from './evaluated';

markEvaluated('dashboard/Chart');

export default async function describeChart(): Promise<string> {
  const { chartDetails } = await import(/* webpackChunkName: "chart-details" */ './dashboard-chart-details');
  return `Chart with ${chartDetails}`;
}
