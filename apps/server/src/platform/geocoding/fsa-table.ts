/**
 * Approximate centroids of Canadian forward sortation areas (FSA, the first three characters of a postal code),
 * written from general geographic knowledge, not from Canada Post or Statistics Canada files (see README.md for
 * coverage and accuracy). One line per FSA: "FSA latitude longitude place".
 */
const TABLE = `
H1A 45.674 -73.503 Pointe-aux-Trembles
H1B 45.633 -73.508 Montréal-Est
H1C 45.658 -73.545 Rivière-des-Prairies Northeast
H1E 45.636 -73.578 Rivière-des-Prairies
H1G 45.610 -73.617 Montréal-Nord North
H1H 45.593 -73.635 Montréal-Nord South
H1J 45.603 -73.561 Anjou West
H1K 45.608 -73.545 Anjou East
H1L 45.592 -73.530 Mercier North
H1M 45.582 -73.545 Mercier West
H1N 45.572 -73.530 Mercier Southeast
H1P 45.596 -73.590 Saint-Léonard North
H1R 45.582 -73.605 Saint-Léonard West
H1S 45.578 -73.585 Saint-Léonard Southeast
H1T 45.565 -73.565 Rosemont Northeast
H1V 45.555 -73.545 Maisonneuve
H1W 45.545 -73.545 Hochelaga
H1X 45.560 -73.575 Rosemont
H1Y 45.548 -73.575 Rosemont South
H1Z 45.565 -73.610 Saint-Michel
H2A 45.570 -73.595 Saint-Michel East
H2B 45.580 -73.650 Ahuntsic North
H2C 45.560 -73.660 Ahuntsic Central
H2E 45.552 -73.615 Villeray Northeast
H2G 45.545 -73.600 Petite-Patrie Northeast
H2H 45.537 -73.585 Plateau Mont-Royal North
H2J 45.528 -73.585 Plateau Mont-Royal Northeast
H2K 45.525 -73.560 Centre-Sud North
H2L 45.518 -73.565 Centre-Sud South
H2M 45.555 -73.645 Ahuntsic East
H2N 45.545 -73.655 Ahuntsic Southwest
H2P 45.550 -73.630 Villeray North
H2R 45.540 -73.615 Villeray South
H2S 45.533 -73.605 Petite-Patrie Southwest
H2T 45.523 -73.595 Mile End
H2V 45.520 -73.610 Outremont
H2W 45.515 -73.580 Plateau Mont-Royal South
H2X 45.510 -73.570 Plateau Mont-Royal Southwest
H2Y 45.505 -73.555 Old Montreal
H2Z 45.505 -73.565 Downtown Montreal Northeast
H3A 45.505 -73.575 Downtown Montreal North
H3B 45.500 -73.570 Downtown Montreal East
H3C 45.495 -73.560 Griffintown
H3E 45.465 -73.545 L'Île-des-Sœurs
H3G 45.497 -73.580 Downtown Montreal South
H3H 45.493 -73.585 Downtown Montreal Southwest
H3J 45.485 -73.575 Petite-Bourgogne
H3K 45.478 -73.560 Pointe-Saint-Charles
H3L 45.545 -73.670 Ahuntsic West
H3M 45.535 -73.690 Cartierville East
H3N 45.530 -73.630 Parc-Extension
H3P 45.523 -73.645 Mount Royal North
H3R 45.515 -73.640 Mount Royal Central
H3S 45.505 -73.625 Côte-des-Neiges North
H3T 45.500 -73.615 Côte-des-Neiges
H3V 45.495 -73.605 Côte-des-Neiges South
H3W 45.490 -73.630 Côte-des-Neiges Southwest
H3X 45.480 -73.640 Hampstead
H3Y 45.485 -73.600 Westmount West
H3Z 45.485 -73.588 Westmount East
H4A 45.475 -73.620 Notre-Dame-de-Grâce North
H4B 45.465 -73.635 Notre-Dame-de-Grâce West
H4C 45.478 -73.585 Saint-Henri
H4E 45.460 -73.595 Ville-Émard
H4G 45.465 -73.575 Verdun North
H4H 45.455 -73.580 Verdun South
H4J 45.530 -73.705 Cartierville
H4K 45.520 -73.725 Cartierville West
H4L 45.510 -73.690 Saint-Laurent Central
H4M 45.515 -73.705 Saint-Laurent North
H4N 45.515 -73.665 Saint-Laurent East
H4P 45.500 -73.660 Mount Royal South
H4R 45.495 -73.720 Saint-Laurent West
H4S 45.485 -73.740 Saint-Laurent Southwest
H4T 45.490 -73.690 Saint-Laurent South
H4V 45.470 -73.650 Côte-Saint-Luc East
H4W 45.465 -73.670 Côte-Saint-Luc West
H4X 45.453 -73.650 Montréal-Ouest
H4Y 45.470 -73.745 Dorval Airport
H4Z 45.500 -73.562 Downtown Montreal (Place Victoria)
H5A 45.499 -73.566 Downtown Montreal (Place Bonaventure)
H5B 45.508 -73.562 Downtown Montreal (Complexe Desjardins)
H7A 45.660 -73.600 Duvernay East
H7B 45.670 -73.580 Saint-François
H7C 45.620 -73.645 Saint-Vincent-de-Paul
H7E 45.640 -73.660 Duvernay
H7G 45.570 -73.685 Pont-Viau
H7H 45.625 -73.745 Auteuil
H7J 45.615 -73.765 Auteuil West
H7K 45.600 -73.730 Vimont
H7L 45.610 -73.775 Sainte-Rose
H7M 45.590 -73.720 Vimont South
H7N 45.560 -73.705 Laval-des-Rapides
H7P 45.580 -73.810 Fabreville
H7R 45.555 -73.865 Laval-Ouest
H7S 45.560 -73.745 Chomedey North
H7T 45.550 -73.760 Chomedey
H7V 45.535 -73.730 Chomedey South
H7W 45.535 -73.800 Sainte-Dorothée
H7X 45.525 -73.840 Sainte-Dorothée West
H7Y 45.510 -73.870 Îles-Laval
H8N 45.430 -73.640 LaSalle West
H8P 45.440 -73.615 LaSalle East
H8R 45.445 -73.685 Lachine East
H8S 45.435 -73.690 Lachine
H8T 45.455 -73.715 Lachine North
H8Y 45.505 -73.805 Roxboro
H8Z 45.490 -73.835 Pierrefonds
H9A 45.490 -73.815 Dollard-des-Ormeaux North
H9B 45.480 -73.800 Dollard-des-Ormeaux
H9C 45.495 -73.890 L'Île-Bizard
H9E 45.480 -73.880 Sainte-Geneviève
H9G 45.475 -73.830 Dollard-des-Ormeaux West
H9H 45.475 -73.860 Pierrefonds West
H9J 45.450 -73.865 Kirkland
H9K 45.430 -73.930 Senneville
H9P 45.465 -73.760 Dorval North
H9R 45.455 -73.815 Pointe-Claire
H9S 45.450 -73.750 Dorval
H9W 45.430 -73.865 Beaconsfield
H9X 45.410 -73.945 Sainte-Anne-de-Bellevue
J4B 45.595 -73.440 Boucherville
J4G 45.545 -73.490 Longueuil North
J4H 45.535 -73.505 Longueuil (Vieux-Longueuil)
J4J 45.520 -73.480 Longueuil East
J4K 45.525 -73.515 Longueuil West
J4L 45.515 -73.465 Longueuil South
J4M 45.545 -73.455 Longueuil Northeast
J4N 45.530 -73.430 Longueuil (Saint-Hubert North)
J4P 45.500 -73.505 Saint-Lambert
J4R 45.495 -73.490 Saint-Lambert South
J4S 45.490 -73.480 Saint-Lambert East
J4T 45.505 -73.455 Saint-Hubert
J4V 45.480 -73.470 Greenfield Park
J4W 45.460 -73.460 Brossard
J4X 45.445 -73.470 Brossard South
J4Y 45.445 -73.440 Brossard (Quartier DIX30)
J4Z 45.460 -73.430 Brossard East
J3Y 45.490 -73.400 Saint-Hubert South
G1A 46.810 -71.214 Québec (Parliament)
G1B 46.885 -71.190 Beauport East
G1C 46.875 -71.230 Beauport North
G1E 46.860 -71.195 Beauport
G1G 46.860 -71.260 Charlesbourg East
G1H 46.870 -71.275 Charlesbourg
G1J 46.835 -71.230 Limoilou
G1K 46.815 -71.220 Saint-Roch
G1L 46.830 -71.245 Limoilou West
G1M 46.815 -71.270 Vanier
G1N 46.805 -71.295 Duberger
G1P 46.835 -71.320 Neufchâtel
G1R 46.810 -71.210 Vieux-Québec
G1S 46.790 -71.240 Sillery
G1T 46.780 -71.270 Sainte-Foy East
G1V 46.780 -71.285 Sainte-Foy (Université Laval)
G1W 46.770 -71.300 Sainte-Foy
G1X 46.760 -71.330 Sainte-Foy West
G1Y 46.755 -71.355 Cap-Rouge
G2A 46.850 -71.370 Val-Bélair
G2B 46.860 -71.355 Loretteville
G2C 46.875 -71.325 Lac-Saint-Charles
G2E 46.795 -71.355 L'Ancienne-Lorette
G2G 46.810 -71.320 Les Saules
G2J 46.855 -71.300 Neufchâtel North
G2K 46.865 -71.300 Charlesbourg West
G2L 46.890 -71.280 Charlesbourg North
G2M 46.900 -71.300 Charlesbourg Northwest
G2N 46.905 -71.320 Notre-Dame-des-Laurentides
G3A 46.745 -71.455 Saint-Augustin-de-Desmaures
G3E 46.880 -71.380 Val-Bélair North
G6V 46.805 -71.180 Lévis
G6W 46.775 -71.200 Lévis South
G6Z 46.720 -71.320 Saint-Nicolas
G7A 46.730 -71.280 Saint-Rédempteur
J8L 45.590 -75.420 Buckingham
J8M 45.555 -75.420 Masson-Angers
J8P 45.490 -75.630 Gatineau East
J8R 45.500 -75.590 Gatineau Northeast
J8T 45.485 -75.680 Gatineau
J8V 45.505 -75.690 Gatineau North
J8X 45.430 -75.720 Hull
J8Y 45.445 -75.745 Hull West
J8Z 45.460 -75.760 Hull Northwest
J9A 45.410 -75.790 Aylmer East
J9H 45.395 -75.840 Aylmer
J9J 45.385 -75.880 Aylmer West
J1H 45.400 -71.890 Sherbrooke
G9A 46.345 -72.545 Trois-Rivières
G7H 48.425 -71.065 Chicoutimi
M1B 43.807 -79.194 Malvern
M1C 43.785 -79.158 Rouge Hill
M1E 43.764 -79.188 West Hill
M1G 43.771 -79.217 Woburn
M1H 43.773 -79.240 Cedarbrae
M1J 43.745 -79.232 Scarborough Village
M1K 43.728 -79.262 Kennedy Park
M1L 43.711 -79.285 Golden Mile
M1M 43.716 -79.240 Cliffside
M1N 43.692 -79.264 Birch Cliff
M1P 43.758 -79.273 Dorset Park
M1R 43.750 -79.296 Wexford
M1S 43.794 -79.262 Agincourt
M1T 43.782 -79.304 Tam O'Shanter
M1V 43.816 -79.284 Milliken
M1W 43.800 -79.321 Steeles East
M1X 43.837 -79.205 Upper Rouge
M2H 43.803 -79.364 Hillcrest Village
M2J 43.779 -79.347 Fairview
M2K 43.787 -79.386 Bayview Village
M2L 43.757 -79.375 York Mills
M2M 43.790 -79.409 Willowdale North
M2N 43.770 -79.408 Willowdale South
M2P 43.753 -79.400 York Mills West
M2R 43.782 -79.442 Willowdale West
M3A 43.753 -79.329 Parkwoods
M3B 43.745 -79.352 Don Mills North
M3C 43.726 -79.340 Don Mills South
M3H 43.754 -79.442 Bathurst Manor
M3J 43.768 -79.487 York University
M3K 43.737 -79.465 Downsview East
M3L 43.739 -79.506 Downsview West
M3M 43.729 -79.496 Downsview Central
M3N 43.761 -79.521 Downsview Northwest
M4A 43.725 -79.315 Victoria Village
M4B 43.706 -79.309 Parkview Hill
M4C 43.695 -79.318 Woodbine Heights
M4E 43.676 -79.293 The Beaches
M4G 43.709 -79.363 Leaside
M4H 43.705 -79.349 Thorncliffe Park
M4J 43.685 -79.338 East York
M4K 43.680 -79.353 Riverdale
M4L 43.669 -79.316 The Beaches West
M4M 43.659 -79.340 Leslieville
M4N 43.728 -79.389 Lawrence Park
M4P 43.713 -79.391 Davisville North
M4R 43.715 -79.405 North Toronto West
M4S 43.704 -79.389 Davisville
M4T 43.690 -79.383 Moore Park
M4V 43.686 -79.400 Summerhill
M4W 43.679 -79.378 Rosedale
M4X 43.668 -79.367 Cabbagetown
M4Y 43.666 -79.383 Church and Wellesley
M5A 43.654 -79.360 Regent Park
M5B 43.657 -79.379 Garden District
M5C 43.651 -79.375 St. James Town
M5E 43.645 -79.374 Berczy Park
M5G 43.658 -79.388 Central Bay Street
M5H 43.650 -79.385 Adelaide and King
M5J 43.641 -79.381 Harbourfront East
M5K 43.647 -79.382 Toronto-Dominion Centre
M5L 43.648 -79.379 Commerce Court
M5M 43.733 -79.419 Bedford Park
M5N 43.712 -79.419 Roselawn
M5P 43.696 -79.411 Forest Hill North
M5R 43.673 -79.405 The Annex
M5S 43.662 -79.401 University of Toronto
M5T 43.653 -79.400 Kensington Market
M5V 43.640 -79.397 CN Tower and King West
M5W 43.646 -79.374 Toronto Station A
M5X 43.648 -79.382 First Canadian Place
M6A 43.719 -79.445 Lawrence Manor
M6B 43.709 -79.445 Glencairn
M6C 43.693 -79.429 Humewood-Cedarvale
M6E 43.689 -79.453 Caledonia-Fairbanks
M6G 43.669 -79.423 Christie
M6H 43.669 -79.443 Dufferin
M6J 43.648 -79.418 Little Portugal
M6K 43.637 -79.428 Parkdale and Liberty Village
M6L 43.714 -79.491 North Park
M6M 43.691 -79.476 Del Ray
M6N 43.673 -79.487 Runnymede North
M6P 43.662 -79.465 High Park North
M6R 43.649 -79.456 Roncesvalles
M6S 43.652 -79.484 Swansea
M7A 43.662 -79.390 Queen's Park
M7R 43.637 -79.616 Toronto (Canada Post Gateway)
M7Y 43.663 -79.321 Toronto (business reply)
M8V 43.605 -79.501 New Toronto
M8W 43.602 -79.543 Alderwood
M8X 43.654 -79.506 The Kingsway
M8Y 43.636 -79.499 Humber Bay
M8Z 43.629 -79.520 Mimico Northwest
M9A 43.668 -79.533 Islington
M9B 43.651 -79.554 West Deane Park
M9C 43.643 -79.577 Eringate
M9L 43.757 -79.556 Humber Summit
M9M 43.725 -79.533 Humberlea
M9N 43.706 -79.519 Weston
M9P 43.696 -79.532 Westmount (Etobicoke)
M9R 43.689 -79.555 Kingsview Village
M9V 43.739 -79.588 Thistletown
M9W 43.706 -79.594 Rexdale
L4T 43.707 -79.640 Malton
L4V 43.680 -79.620 Toronto Pearson Airport
L4W 43.643 -79.620 Mississauga (Matheson)
L4X 43.613 -79.572 Applewood
L4Y 43.595 -79.585 Lakeview
L4Z 43.611 -79.651 Mississauga (Hurontario)
L5A 43.581 -79.620 Cooksville
L5B 43.585 -79.643 Mississauga City Centre
L5C 43.562 -79.665 Erindale
L5E 43.576 -79.565 Port Credit East
L5G 43.553 -79.585 Port Credit
L5H 43.528 -79.614 Lorne Park
L5J 43.513 -79.635 Clarkson
L5K 43.533 -79.661 Sheridan
L5L 43.540 -79.700 Erin Mills
L5M 43.574 -79.715 Streetsville and Churchill Meadows
L5N 43.593 -79.752 Meadowvale
L5R 43.610 -79.675 Mississauga (Hurontario North)
L5T 43.650 -79.690 Mississauga (Gateway)
L5V 43.613 -79.703 East Credit
L5W 43.630 -79.725 Meadowvale Village
L6P 43.778 -79.670 Brampton (Gore)
L6R 43.760 -79.745 Brampton (Sandringham)
L6S 43.735 -79.720 Brampton (Bramalea North)
L6T 43.712 -79.700 Brampton (Bramalea)
L6V 43.700 -79.760 Brampton (Downtown)
L6W 43.680 -79.750 Brampton (Southgate)
L6X 43.685 -79.795 Brampton (West)
L6Y 43.660 -79.760 Brampton (Fletcher's Creek)
L6Z 43.730 -79.800 Brampton (Heart Lake)
L7A 43.710 -79.835 Brampton (Mount Pleasant)
L4H 43.805 -79.610 Woodbridge North
L4J 43.810 -79.450 Thornhill West
L4K 43.800 -79.505 Concord
L4L 43.785 -79.580 Woodbridge
L6A 43.855 -79.510 Maple
L3R 43.845 -79.330 Markham South
L3S 43.840 -79.290 Markham East
L3T 43.815 -79.400 Thornhill East
L6B 43.880 -79.245 Cornell
L6C 43.885 -79.325 Cathedraltown
L6E 43.885 -79.275 Markham Northeast
L6G 43.855 -79.335 Markham Centre
L4B 43.845 -79.385 Richmond Hill South
L4C 43.875 -79.435 Richmond Hill
L4E 43.940 -79.450 Oak Ridges
L4S 43.905 -79.395 Richmond Hill North
L6H 43.480 -79.700 Oakville North
L6J 43.470 -79.665 Oakville East
L6K 43.445 -79.690 Oakville
L6L 43.420 -79.720 Bronte
L6M 43.440 -79.745 Glen Abbey
L7L 43.375 -79.770 Burlington East
L7M 43.400 -79.810 Burlington North
L7N 43.350 -79.790 Burlington South
L7P 43.345 -79.830 Aldershot North
L7R 43.325 -79.800 Burlington Downtown
L7S 43.330 -79.815 Burlington West
L7T 43.305 -79.860 Aldershot
L8E 43.230 -79.755 Stoney Creek
L8G 43.215 -79.735 Stoney Creek East
L8H 43.245 -79.790 Hamilton East
L8J 43.195 -79.790 Stoney Creek Mountain
L8K 43.225 -79.810 Hamilton (Red Hill)
L8L 43.260 -79.830 Hamilton North End
L8M 43.245 -79.840 Hamilton (Gibson)
L8N 43.250 -79.865 Hamilton (Corktown)
L8P 43.255 -79.880 Hamilton (Downtown West)
L8R 43.265 -79.870 Hamilton (Strathcona)
L8S 43.260 -79.915 Westdale
L8T 43.215 -79.860 Hamilton Mountain East
L8V 43.220 -79.835 Hamilton Mountain
L8W 43.190 -79.850 Hamilton Mountain South
L9A 43.225 -79.880 Hamilton Mountain West
L9B 43.200 -79.900 Hamilton (Mountview)
L9C 43.220 -79.920 Hamilton (Westcliffe)
L9G 43.220 -79.975 Ancaster
L9H 43.265 -79.955 Dundas
L9K 43.235 -79.940 Ancaster East
L1G 43.900 -78.860 Oshawa Central
L1H 43.885 -78.840 Oshawa South
L1J 43.885 -78.880 Oshawa West
L1K 43.920 -78.830 Oshawa East
L1L 43.950 -78.890 Oshawa North
L1M 43.930 -78.950 Brooklin
L1N 43.880 -78.940 Whitby South
L1P 43.895 -78.970 Whitby West
L1R 43.920 -78.925 Whitby North
L1S 43.850 -79.030 Ajax South
L1T 43.870 -79.040 Ajax North
L1V 43.820 -79.090 Pickering South
L1W 43.815 -79.115 Pickering (Bay Ridges)
L1X 43.840 -79.105 Pickering North
L1Y 43.860 -79.095 Pickering (Brock Ridge)
L1Z 43.865 -79.020 Ajax East
K1A 45.425 -75.700 Ottawa (Government)
K1B 45.425 -75.590 Ottawa (Pineview)
K1C 45.470 -75.530 Orléans West
K1E 45.480 -75.500 Orléans
K1G 45.405 -75.640 Alta Vista East
K1H 45.395 -75.665 Alta Vista
K1J 45.440 -75.610 Beacon Hill
K1K 45.435 -75.650 Overbrook
K1L 45.440 -75.665 Vanier
K1M 45.445 -75.680 New Edinburgh
K1N 45.430 -75.685 Lowertown and Sandy Hill
K1P 45.420 -75.698 Centretown North
K1R 45.410 -75.710 Centretown West
K1S 45.400 -75.690 The Glebe
K1T 45.355 -75.640 Greenboro
K1V 45.365 -75.670 Riverside Park
K1W 45.445 -75.540 Orléans South
K1X 45.330 -75.620 Leitrim
K1Y 45.400 -75.730 Hintonburg
K1Z 45.390 -75.750 Westboro
K2A 45.380 -75.770 Highland Park
K2B 45.365 -75.795 Britannia
K2C 45.360 -75.740 Carlington
K2E 45.340 -75.720 Merivale
K2G 45.335 -75.760 Centrepointe
K2H 45.325 -75.820 Bells Corners
K2J 45.275 -75.740 Barrhaven
K2K 45.340 -75.920 Kanata North
K2L 45.300 -75.890 Kanata South
K2M 45.290 -75.870 Kanata Southwest
K2P 45.414 -75.690 Centretown
K2R 45.290 -75.790 Nepean South
K2S 45.260 -75.920 Stittsville
K2T 45.335 -75.940 Kanata Lakes
K2V 45.295 -75.930 Kanata West
K2W 45.345 -75.895 Kanata Northeast
K4A 45.465 -75.460 Orléans East
V5K 49.281 -123.044 Hastings-Sunrise
V5L 49.277 -123.070 Grandview North
V5M 49.264 -123.044 Renfrew
V5N 49.264 -123.067 Grandview South
V5P 49.223 -123.062 Victoria-Fraserview
V5R 49.245 -123.045 Renfrew-Collingwood
V5S 49.215 -123.040 Killarney
V5T 49.262 -123.097 Mount Pleasant
V5V 49.247 -123.100 Riley Park
V5W 49.226 -123.090 Sunset
V5X 49.213 -123.112 Marpole East
V5Y 49.260 -123.113 Fairview East
V5Z 49.250 -123.117 Cambie
V6A 49.281 -123.095 Strathcona
V6B 49.280 -123.112 Downtown Vancouver East
V6C 49.287 -123.114 Coal Harbour
V6E 49.288 -123.130 West End North
V6G 49.292 -123.137 West End
V6H 49.264 -123.130 Fairview West
V6J 49.266 -123.145 Kitsilano East
V6K 49.268 -123.160 Kitsilano
V6L 49.250 -123.155 Arbutus Ridge
V6M 49.238 -123.132 Shaughnessy
V6N 49.234 -123.175 Kerrisdale
V6P 49.210 -123.135 Marpole West
V6R 49.263 -123.185 Point Grey
V6S 49.250 -123.185 Dunbar
V6T 49.264 -123.246 University of British Columbia
V6Z 49.278 -123.127 Downtown Vancouver South
V6V 49.190 -123.090 Richmond East
V6W 49.175 -123.075 Richmond (Riverport)
V6X 49.185 -123.130 Richmond North
V6Y 49.165 -123.135 Richmond Centre
V7A 49.135 -123.135 Richmond South
V7B 49.190 -123.180 Vancouver Airport
V7C 49.155 -123.170 Richmond West
V7E 49.130 -123.170 Steveston
V7G 49.310 -123.000 North Vancouver (Deep Cove)
V7H 49.320 -123.020 North Vancouver (Seymour)
V7J 49.320 -123.050 North Vancouver (Lynn Valley South)
V7K 49.330 -123.080 North Vancouver (Lynn Valley)
V7L 49.320 -123.070 North Vancouver East
V7M 49.315 -123.080 Lower Lonsdale
V7N 49.345 -123.095 Upper Lonsdale
V7P 49.330 -123.110 North Vancouver West
V7R 49.350 -123.120 Capilano
V7S 49.340 -123.170 West Vancouver (British Properties)
V7T 49.330 -123.150 West Vancouver (Ambleside)
V7V 49.335 -123.190 West Vancouver (Dundarave)
V7W 49.360 -123.260 West Vancouver (Horseshoe Bay)
V5A 49.275 -122.915 Burnaby (Simon Fraser)
V5B 49.280 -122.975 Burnaby North
V5C 49.270 -123.005 Burnaby (Brentwood)
V5E 49.220 -122.965 Burnaby (Edmonds)
V5G 49.245 -123.010 Burnaby (Central Park)
V5H 49.225 -123.000 Burnaby (Metrotown)
V5J 49.210 -122.975 Burnaby South
V3N 49.235 -122.940 Burnaby East
V3L 49.205 -122.910 New Westminster
V3M 49.200 -122.935 New Westminster West
V3R 49.190 -122.800 Surrey (Guildford)
V3S 49.125 -122.770 Surrey (Fleetwood South)
V3T 49.190 -122.850 Surrey (Whalley)
V3V 49.185 -122.880 Surrey (Bridgeview)
V3W 49.130 -122.850 Surrey (Newton)
V3X 49.110 -122.860 Surrey (Panorama)
V3Z 49.080 -122.770 Cloverdale
V4A 49.045 -122.800 South Surrey and White Rock
V4N 49.180 -122.750 Surrey East
V4P 49.040 -122.755 South Surrey
V3B 49.275 -122.790 Coquitlam
V3C 49.260 -122.770 Port Coquitlam
V3E 49.290 -122.800 Coquitlam North
V3H 49.285 -122.850 Port Moody
V3J 49.250 -122.870 Coquitlam (Burquitlam)
V3K 49.240 -122.860 Coquitlam (Maillardville)
V4C 49.150 -122.915 North Delta
V4E 49.130 -122.910 North Delta South
V4G 49.125 -122.960 Delta (Tilbury)
V4K 49.085 -123.080 Ladner
V4L 49.020 -123.080 Tsawwassen
V4M 49.010 -123.060 Tsawwassen South
V2Y 49.100 -122.660 Langley (Willoughby)
V2Z 49.070 -122.620 Langley South
V3A 49.105 -122.655 Langley City
V1M 49.155 -122.660 Walnut Grove
V8W 48.425 -123.365 Victoria
V1Y 49.887 -119.495 Kelowna
T1Y 51.090 -113.955 Calgary (Rundle)
T2A 51.045 -113.955 Calgary (Forest Lawn)
T2B 51.015 -113.975 Calgary (Dover)
T2C 50.985 -113.985 Calgary (Ogden)
T2E 51.070 -114.040 Calgary (Bridgeland)
T2G 51.030 -114.045 Calgary (Inglewood)
T2H 50.990 -114.060 Calgary (Fairview)
T2J 50.950 -114.050 Calgary (Acadia)
T2K 51.090 -114.075 Calgary (Thorncliffe)
T2L 51.095 -114.120 Calgary (Brentwood)
T2M 51.070 -114.080 Calgary (Mount Pleasant)
T2N 51.060 -114.100 Calgary (Hillhurst)
T2P 51.048 -114.070 Calgary Downtown
T2R 51.040 -114.075 Calgary (Beltline)
T2S 51.030 -114.070 Calgary (Mission)
T2T 51.030 -114.100 Calgary (Bankview)
T2V 51.000 -114.080 Calgary (Kingsland)
T2W 50.965 -114.100 Calgary (Southwood)
T2X 50.915 -114.060 Calgary (McKenzie Lake)
T2Y 50.925 -114.115 Calgary (Shawnessy)
T2Z 50.935 -113.975 Calgary (Douglasdale)
T3A 51.115 -114.150 Calgary (Edgemont)
T3B 51.090 -114.190 Calgary (Bowness)
T3C 51.040 -114.120 Calgary (Killarney)
T3E 51.025 -114.130 Calgary (Glenbrook)
T3G 51.140 -114.210 Calgary (Royal Oak)
T3H 51.030 -114.180 Calgary (Aspen Woods)
T3J 51.120 -113.940 Calgary (Saddle Ridge)
T3K 51.150 -114.075 Calgary (Panorama Hills)
T3L 51.130 -114.200 Calgary (Tuscany)
T3M 50.885 -113.960 Calgary (Auburn Bay)
T3N 51.170 -113.950 Calgary (Cityscape)
T3P 51.170 -114.100 Calgary (Evanston)
T3R 51.150 -114.160 Calgary (Sage Hill)
T5A 53.600 -113.410 Edmonton (Clareview)
T5B 53.575 -113.460 Edmonton (Beverly)
T5C 53.600 -113.450 Edmonton (Belvedere)
T5E 53.605 -113.490 Edmonton (Lago Lindo)
T5G 53.575 -113.500 Edmonton (Alberta Avenue)
T5H 53.560 -113.490 Edmonton (McCauley)
T5J 53.542 -113.495 Edmonton Downtown
T5K 53.540 -113.515 Edmonton (Oliver)
T5L 53.580 -113.560 Edmonton (Calder)
T5M 53.560 -113.555 Edmonton (Westmount)
T5N 53.545 -113.545 Edmonton (Glenora)
T5P 53.545 -113.575 Edmonton (Jasper Place)
T5R 53.520 -113.600 Edmonton (Lynnwood)
T5S 53.550 -113.650 Edmonton (West Edmonton)
T5T 53.515 -113.640 Edmonton (Callingwood)
T5V 53.590 -113.590 Edmonton (Mistatim)
T5W 53.575 -113.425 Edmonton (Rundle Heights)
T5X 53.625 -113.540 Edmonton (Castle Downs)
T5Y 53.620 -113.410 Edmonton (Kirkness)
T5Z 53.635 -113.470 Edmonton (Ozerna)
T6A 53.530 -113.420 Edmonton (Capilano)
T6B 53.515 -113.440 Edmonton (Terrace Heights)
T6C 53.520 -113.470 Edmonton (Strathearn)
T6E 53.510 -113.490 Edmonton (Old Strathcona)
T6G 53.520 -113.525 Edmonton (University of Alberta)
T6H 53.490 -113.530 Edmonton (Lendrum)
T6J 53.470 -113.530 Edmonton (Ermineskin)
T6K 53.470 -113.450 Edmonton (Mill Woods)
T6L 53.460 -113.420 Edmonton (Mill Woods East)
T6M 53.480 -113.640 Edmonton (Hamptons)
T6N 53.460 -113.480 Edmonton (Allard)
T6P 53.510 -113.380 Edmonton (Sherwood Park West)
T6R 53.450 -113.580 Edmonton (Terwillegar)
T6S 53.490 -113.380 Edmonton (Southeast Industrial)
T6T 53.465 -113.390 Edmonton (Meadows)
T6V 53.620 -113.580 Edmonton (Rampart)
T6W 53.420 -113.540 Edmonton (Windermere)
T6X 53.430 -113.470 Edmonton (Ellerslie)
N6A 42.985 -81.245 London
N2G 43.450 -80.490 Kitchener
N9A 42.315 -83.035 Windsor
P3E 46.490 -80.995 Greater Sudbury
K7L 44.230 -76.480 Kingston
R3C 49.895 -97.140 Winnipeg
R2C 49.905 -97.030 Winnipeg (Transcona)
R3T 49.810 -97.140 Winnipeg (Fort Garry)
S4P 50.450 -104.610 Regina
S7K 52.135 -106.665 Saskatoon
B3J 44.648 -63.575 Halifax
B3K 44.660 -63.600 Halifax North End
E1C 46.090 -64.780 Moncton
E2L 45.275 -66.060 Saint John
E3B 45.960 -66.645 Fredericton
A1C 47.565 -52.710 St. John's
C1A 46.238 -63.130 Charlottetown
Y1A 60.720 -135.055 Whitehorse
X1A 62.455 -114.370 Yellowknife
X0A 63.750 -68.520 Iqaluit
`;

export interface FsaEntry {
  readonly lat: number;
  readonly lng: number;
  readonly place: string;
}

export const FSA_TABLE: ReadonlyMap<string, FsaEntry> = new Map(
  TABLE.trim().split('\n').map((line) => {
    const [fsa, lat, lng, ...place] = line.trim().split(' ');
    return [fsa, { lat: Number(lat), lng: Number(lng), place: place.join(' ') }] as const;
  }),
);

/**
 * Coarse fallback by the first letter of the postal code: one representative point per postal region
 * (a province, a part of a big province, or the territories).
 */
export const FIRST_LETTER_FALLBACK: Readonly<Record<string, FsaEntry & { readonly province: string }>> = {
  A: { province: 'NL', lat: 47.5615, lng: -52.7126, place: 'Newfoundland and Labrador' },
  B: { province: 'NS', lat: 44.6488, lng: -63.5752, place: 'Nova Scotia' },
  C: { province: 'PE', lat: 46.2382, lng: -63.1311, place: 'Prince Edward Island' },
  E: { province: 'NB', lat: 46.0878, lng: -64.7782, place: 'New Brunswick' },
  G: { province: 'QC', lat: 46.8139, lng: -71.208, place: 'Eastern Quebec' },
  H: { province: 'QC', lat: 45.5019, lng: -73.5674, place: 'Montréal region' },
  J: { province: 'QC', lat: 45.8838, lng: -72.4843, place: 'Western Quebec' },
  K: { province: 'ON', lat: 44.2312, lng: -76.486, place: 'Eastern Ontario' },
  L: { province: 'ON', lat: 43.589, lng: -79.6441, place: 'Central Ontario' },
  M: { province: 'ON', lat: 43.6532, lng: -79.3832, place: 'Toronto' },
  N: { province: 'ON', lat: 42.9849, lng: -81.2453, place: 'Southwestern Ontario' },
  P: { province: 'ON', lat: 46.4917, lng: -80.993, place: 'Northern Ontario' },
  R: { province: 'MB', lat: 49.8951, lng: -97.1384, place: 'Manitoba' },
  S: { province: 'SK', lat: 50.4452, lng: -104.6189, place: 'Saskatchewan' },
  T: { province: 'AB', lat: 52.2681, lng: -113.8112, place: 'Alberta' },
  V: { province: 'BC', lat: 49.2827, lng: -123.1207, place: 'British Columbia' },
  X: { province: 'NT', lat: 62.454, lng: -114.3718, place: 'Northwest Territories' },
  Y: { province: 'YT', lat: 60.7212, lng: -135.0568, place: 'Yukon' },
};

/** Nunavut shares the letter X with the Northwest Territories: X0A, X0B and X0C are Nunavut. */
export const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);
export const NUNAVUT_FALLBACK = { province: 'NU', lat: 63.7467, lng: -68.517, place: 'Nunavut' } as const;

/** The province of a postal code from its FSA (X splits between NT and NU). */
export function provinceOfFsa(fsa: string): string | null {
  if (NUNAVUT_FSAS.has(fsa)) return 'NU';
  return FIRST_LETTER_FALLBACK[fsa[0]]?.province ?? null;
}
