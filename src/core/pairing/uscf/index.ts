/** US Chess Swiss pairings (rules 27–29). */
export { pairUscf, rankEntrants, scoreGroups } from "./pair";
export { dueColour, allocate, type Due, type Strength } from "./colour";
export { byeOrder, costsRatingGames } from "./bye";
export { perfectMatching } from "./matchable";
