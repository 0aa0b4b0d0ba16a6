/** The India Rails client bundle (placeholder until the rules land). */
import type { GameModule } from '../../view/gameModule.ts';

throw new Error('India Rails is not available yet');
export default undefined as unknown as GameModule;
