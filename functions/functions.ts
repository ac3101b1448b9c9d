/* The custom-functions bundle: every area's functions. The metadata plugin reads each file listed in
   webpack.config.js (FUNCTION_FILES) and registers the functions with CustomFunctions.associate. */
import "./tiebreaks";
import "./ladder";
import "./grandprix";
import "./rules";
import "./ratings";
import "./rating-changes";
import "./pairing";
import "./check-pairings";
import "./prizes";
import "./season";
import "./keizer";
import "./teams";
